// Issue 12: fails the build when the first load of `/` in any brand ships more JavaScript or CSS
// (gzip) than scripts/first-load-budget.mjs allows (the budget, or the no-growth ceiling while the
// first load is still over it; the budget's shortfall is printed either way). Read from Vite's build manifest: the entry,
// every chunk it imports statically, their CSS, the brand chunk the page head preloads and the lazy
// chunks the server draws (linked and preloaded by the page head too).
// On failure it names each chunk with its size, largest first, and what grew against the last
// recorded sizes (scripts/first-load-sizes.json; `--record` writes them).
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { FIRST_LOAD_BUDGET, enforcedLimit } from './first-load-budget.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// FIRST_LOAD_DIST: another build's output (the check's own test); apps/web's build otherwise.
const dist = process.env.FIRST_LOAD_DIST ?? path.join(root, 'apps/web/dist');
const recordFile = path.join(root, 'scripts/first-load-sizes.json');
// A brand's lazy chunk, built from its logo file (BRAND_CHUNK_SOURCE in @quickcheck/brands).
const BRAND_MODULE = /brands\/([a-z]+)-brand-logo\.ts$/;

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
// The lazy chunks the server draws on the first paint are preloaded and linked by every page head:
// they are part of the first load too (named by the web's server entry, when it has been built).
const serverEntry = path.join(dist, '../dist-ssr/entry-server.js');
const drawnLazyModules = existsSync(serverEntry)
  ? ((await import(pathToFileURL(serverEntry).href)).drawnLazyModules ?? [])
  : [];
const gzipBytes = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

/** Every chunk reached by static imports from `key`, with the CSS files they pull in. */
function closure(key, seen = new Map()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.set(key, chunk);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

function firstLoad(brandKey) {
  const chunks = closure(Object.keys(manifest).find((key) => manifest[key].isEntry));
  for (const key of drawnLazyModules) closure(key, chunks);
  if (brandKey) closure(brandKey, chunks);
  // Keys without content hashes, so a recorded size still matches after a rebuild.
  const js = [...chunks].map(([key, chunk]) => ({ key: chunk.src ?? chunk.name ?? key, bytes: gzipBytes(chunk.file) }));
  const cssFiles = new Set([...chunks.values()].flatMap((chunk) => chunk.css ?? []));
  const css = [...cssFiles].map((file) => ({ key: file.replace(/-[\w-]{8}\.css$/, '.css'), bytes: gzipBytes(file) }));
  const sum = (list) => list.reduce((total, item) => total + item.bytes, 0);
  return { js, css, jsBytes: sum(js), cssBytes: sum(css) };
}

const brands = Object.entries(manifest)
  .map(([key, chunk]) => [BRAND_MODULE.exec(chunk.src ?? key)?.[1], key])
  .filter(([id]) => id);
const results = brands.map(([brand, key]) => ({ brand, ...firstLoad(key) }));
const recorded = existsSync(recordFile) ? JSON.parse(readFileSync(recordFile, 'utf8')) : {};

if (process.argv.includes('--record')) {
  const sizes = Object.fromEntries(results.flatMap((r) => [...r.js, ...r.css]).map((c) => [c.key, c.bytes]));
  writeFileSync(recordFile, `${JSON.stringify(sizes, null, 2)}\n`);
}

const jsLimit = enforcedLimit('jsGzipBytes');
const cssLimit = enforcedLimit('cssGzipBytes');
const over = results.filter((r) => r.jsBytes > jsLimit || r.cssBytes > cssLimit);
for (const r of results) {
  console.log(
    `${r.brand.padEnd(12)} JS ${r.jsBytes} B (budget ${FIRST_LOAD_BUDGET.jsGzipBytes}, limit ${jsLimit})   CSS ${r.cssBytes} B (budget ${FIRST_LOAD_BUDGET.cssGzipBytes}, limit ${cssLimit})`,
  );
}
const overBudget = results.filter(
  (r) => r.jsBytes > FIRST_LOAD_BUDGET.jsGzipBytes || r.cssBytes > FIRST_LOAD_BUDGET.cssGzipBytes,
);
if (overBudget.length > 0 && over.length === 0) {
  console.log(`\nStill over the budget (issue 12) in ${overBudget.length} brands; held to the no-growth ceiling.`);
}
if (over.length > 0) {
  const worst = over[0];
  console.error(`\nFirst load over its limit in ${over.map((r) => r.brand).join(', ')}. Chunks of ${worst.brand}:`);
  for (const chunk of [...worst.js, ...worst.css].sort((a, b) => b.bytes - a.bytes)) {
    const before = recorded[chunk.key];
    const grew = before === undefined ? ' (new)' : chunk.bytes > before ? ` (grew by ${chunk.bytes - before} B)` : '';
    console.error(`  ${String(chunk.bytes).padStart(7)} B  ${chunk.key}${grew}`);
  }
  process.exitCode = 1;
}
