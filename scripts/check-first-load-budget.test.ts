import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { enforcedLimit } from './first-load-budget.mjs';

const script = fileURLToPath(new URL('./check-first-load-budget.mjs', import.meta.url));
const BRAND_KEY = '../../packages/brands/src/brands/quickcheck-brand-logo.ts';
const dirs: string[] = [];

/** A build output whose entry ships `entryBytes` of incompressible JavaScript, and one brand chunk. */
function buildWith(entryBytes: number): string {
  const dist = path.join(mkdtempSync(path.join(tmpdir(), 'first-load-')), 'dist');
  dirs.push(path.dirname(dist));
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets/index.js'), randomBytes(entryBytes));
  writeFileSync(path.join(dist, 'assets/quickcheck-brand.js'), 'export const brand = 1;');
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, src: 'index.html' },
    [BRAND_KEY]: { file: 'assets/quickcheck-brand.js', src: BRAND_KEY, isDynamicEntry: true },
  };
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return dist;
}

const check = (dist: string) =>
  spawnSync(process.execPath, [script], { env: { ...process.env, FIRST_LOAD_DIST: dist }, encoding: 'utf8' });

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the first-load budget check', () => {
  it('passes a first load inside its limit', () => {
    const run = check(buildWith(20_000));
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/quickcheck\s+JS \d+ B/);
  });

  it('fails a first load pushed over its limit, naming the chunk that grew', () => {
    const run = check(buildWith(enforcedLimit('jsGzipBytes') + 2_000));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('First load over its limit in quickcheck');
    expect(run.stderr).toMatch(/\d+ B {2}index\.html/);
  });
});
