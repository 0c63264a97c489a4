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
    // user-event on a busy 2-core machine can take seconds per test.
    testTimeout: 20_000,
  },
});
