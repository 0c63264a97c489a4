import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The design system's component tests run in jsdom. The root vitest.config.ts can list this
// file as a project; until then: npx vitest run --config packages/ui/vitest.config.ts
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['src/test/setup.ts'],
    // One jsdom per worker, not per file (35 s → 4 s): the setup file unmounts and restores after each
    // test, and no file here replaces a module with vi.mock.
    isolate: false,
    // A group of its own, after the other projects: a project that shares its worker between files
    // may not share a group with projects of another worker count (the root's maxWorkers).
    sequence: { groupOrder: 1 },
    // user-event on a busy 2-core machine can take seconds per test.
    testTimeout: 20_000,
  },
});
