import { defineConfig } from 'vitest/config';

// One run covers every workspace: pure packages and the server in Node, the web app in jsdom.
export default defineConfig({
  test: {
    // Vitest's default is one worker per CPU less one: on CI's two cores, one file at a time. The API
    // and process suites mostly wait (databases, child servers, SMTP): two side by side took the run
    // from 394 s to 241 s on this machine, every file passing.
    maxWorkers: 2,
    projects: [
      'packages/ui/vitest.config.ts',
      {
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
          // The import-rule tests lint with type-aware resolution: the first lint loads the projects
          // (over 5 s on a loaded machine).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'packages',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          // Unit tests beside the code; the suites that build the app or start its processes in test/ (apps/server/README.md, Tests).
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/*.test.ts'],
          // One PostgreSQL for the run: TEST_DATABASE_URL, else an embedded one (decision 065).
          globalSetup: ['apps/server/test/global-database.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
