#!/usr/bin/env node
// Finds a Chromium for the end-to-end tests. Browser downloads are not possible here, so we
// use the system package: on Debian as root we install it; otherwise we say what to install.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

function isDebian() {
  return existsSync('/etc/debian_version') || /debian|ubuntu/i.test(readFileSync('/etc/os-release', 'utf8'));
}

const found = findChromium();
if (found) {
  console.log(`Chromium: ${found}`);
  process.exit(0);
}
if (process.getuid?.() === 0 && isDebian()) {
  console.log('Chromium not found: installing the Debian package "chromium" with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (findChromium()) process.exit(0);
}
console.error(
  'No Chromium found for the end-to-end tests.\n' +
    '  Debian/Ubuntu: sudo apt-get install -y chromium\n' +
    '  elsewhere: install Chromium or Chrome and set CHROMIUM_PATH=/path/to/chromium',
);
process.exit(1);
