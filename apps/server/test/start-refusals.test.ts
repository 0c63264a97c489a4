import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// parseEnv's own cases are beside it (src/config/env.test.ts); here the real entry, as its own process.
describe('the server process', () => {
  it.each([
    ['PORT', 'not-a-port'],
    ['BRAND_ORIGINS', 'luma=https://very-quickcheck.example.co.uk'],
  ])('exits 1 naming %s when its value is malformed', (variable, value) => {
    const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
    const result = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { PATH: process.env.PATH, PUBLIC_ORIGIN: 'https://quickcheck.example.co.uk', [variable]: value },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Invalid environment variable ${variable}`);
  });
});
