// The one place that knows where the system Chromium is and how to launch it quietly: used by
// ensure-chromium.mjs, playwright.config.ts and the bench (browser downloads are impossible here).
import { existsSync } from 'node:fs';

export const CHROMIUM_CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** The first Chromium that exists, or undefined. */
export function findChromium() {
  return CHROMIUM_CANDIDATES.find((path) => path && existsSync(path));
}

/** Flags that keep Chromium from making its own requests (they would blur network idle) and run it in a container. */
export const QUIET_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
