import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { PAGE_CONFIG_CHECK_FILE, pageConfigCheckSource } from './page-config-check.ts';

describe('the browser page-config check', () => {
  it('is what the generator writes from the contract schema (run npm run generate:page-config-check)', async () => {
    expect(await readFile(PAGE_CONFIG_CHECK_FILE, 'utf8')).toBe(await pageConfigCheckSource());
  });
});
