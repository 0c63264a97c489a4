import { defineConfig } from '@playwright/test';
import { QUIET_FLAGS, findChromium } from './scripts/chromium.mjs';
import { CONSENTED_STORAGE_STATE } from './e2e/support/consent.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const chromium = findChromium();

// Journeys run in Debian's Chromium against the built server, started the way `npm start` starts it.
export default defineConfig({
  testDir: 'e2e',
  // Output and database are per port, so two runs side by side never wipe each other's.
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Every journey starts with the cookie choice made (site improvement allowed); consent.spec.ts starts empty.
    storageState: CONSENTED_STORAGE_STATE,
    launchOptions: {
      executablePath: chromium,
      args: [...QUIET_FLAGS],
    },
  },
  projects: [{ name: 'mobile', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } }],
  webServer: {
    command: 'node e2e/support/serve.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Ended as `npm start` is (SIGTERM): the server stops its embedded PostgreSQL, which lives in a
    // process group of its own and outlived the default SIGKILL of the server's group.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    // Every journey comes from one address: the per-route budgets (apps/server/README.md) scaled for it.
    // The open-banking sandbox's latency stays realistic in `npm start`; journeys need only a taste of it.
    env: {
      PORT: String(PORT),
      DATA_DIR: `test-results/e2e-data-${PORT}`,
      RATE_LIMIT_SCALE: '100',
      OPEN_BANKING_SANDBOX_LATENCY_MS: '60',
    },
  },
});
