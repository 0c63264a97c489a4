/// <reference types="vite/client" />
import type { BrandRecord } from '../records/brand-record.ts';

/**
 * Every `<id>-brand.ts` record in this folder, by file name, for the bundlers: Vite expands the glob (the web's
 * builds and tests), and the server's esbuild build expands it the same way (apps/server/build.mjs).
 * Plain Node (tsx, Playwright, the bench) reads the folder instead: brand-files.ts.
 */
export const BRAND_FILE_RECORDS: readonly BrandRecord[] = Object.values(
  import.meta.glob<BrandRecord>('./*-brand.ts', { eager: true, import: 'record' }),
);
