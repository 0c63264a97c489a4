// What the benchmark runs on and with: the machine is shared and noisy, so a result file
// without its context (CPU, Node, commit) cannot be compared with another one; and the browser
// is the same Debian Chromium with the same flags as the end-to-end tests (playwright.config.ts).
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { QUIET_FLAGS, findChromium } from '../../scripts/chromium.mjs';

function gitCommit(repoRoot) {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // A tarball checkout or a missing git binary must not stop the benchmark.
    return undefined;
  }
}

export function describeMachine(repoRoot) {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    cpu: { model: cpus[0]?.model?.trim() ?? 'unknown', count: cpus.length },
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
    commit: gitCommit(repoRoot) ?? null,
  };
}

export const CHROMIUM_PATH = findChromium() ?? '/usr/bin/chromium';
export { QUIET_FLAGS };
