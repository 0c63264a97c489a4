/// <reference types="node" />
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrandRecord } from '../records/brand-record.ts';

/**
 * Every `<id>-brand.ts` record in this folder, by file name, for code run from the sources by Node (tsx,
 * Playwright, the bench, the tests): read off the folder at start. Bundlers take
 * brand-files.glob.ts instead (package.json `imports`), as a bundle has no folder to read.
 */
// A path, not a URL: under jsdom (the web's tests) `URL` is jsdom's, which node:fs refuses.
const files = readdirSync(dirname(fileURLToPath(import.meta.url)))
  .filter((file) => /^[a-z]+-brand\.ts$/.test(file))
  .sort();

export const BRAND_FILE_RECORDS: readonly BrandRecord[] = await Promise.all(
  files.map(async (file) => ((await import(/* @vite-ignore */ `./${file}`)) as { record: BrandRecord }).record),
);
