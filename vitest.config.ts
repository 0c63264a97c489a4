import { defineConfig } from 'vitest/config';

// The web app's files that replace a module with vi.mock: they need a module registry of their own
// (isolate), since a module another file has already loaded keeps its real exports. Every other jsdom
// file shares its worker's environment (isolate: false): a fresh jsdom per file cost 35 s of a 50 s run.
const WEB_FILES_THAT_MOCK_MODULES = [
  'apps/web/src/features/open-banking/landing/ob-landing-page.test.tsx',
  'apps/web/src/features/open-banking/pending/ob-pending-page.test.tsx',
  'apps/web/src/features/result/result-page/result-tracking.test.tsx',
  'apps/web/src/features/result/result-page/result-page.test.tsx',
];
const webTests = {
  environment: 'jsdom',
  setupFiles: ['apps/web/src/test/setup.ts'],
} as const;

/** Refuses a vi.mock in a file that shares its module registry: the mock would silently not apply. */
const moduleMocksOnlyWhereIsolated = {
  name: 'module-mocks-only-where-isolated',
  transform(code: string, id: string) {
    const file = id.slice(process.cwd().length + 1);
    if (/\.test\.tsx?$/.test(file) && code.includes('vi.mock(') && !WEB_FILES_THAT_MOCK_MODULES.includes(file)) {
      throw new Error(`${file} calls vi.mock: list it in WEB_FILES_THAT_MOCK_MODULES (vitest.config.ts)`);
    }
  },
};

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
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          // One PostgreSQL for the run: TEST_DATABASE_URL, else an embedded one (decision 065).
          globalSetup: ['apps/server/test/global-database.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [moduleMocksOnlyWhereIsolated],
        test: {
          ...webTests,
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: WEB_FILES_THAT_MOCK_MODULES,
          isolate: false,
        },
      },
      {
        test: { ...webTests, name: 'web-module-mocks', include: WEB_FILES_THAT_MOCK_MODULES },
      },
    ],
  },
});
