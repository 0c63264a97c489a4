// `npm run bench:tracing`: section 5 of `npm run bench` alone (what tracing costs when it is off),
// without Lighthouse or the other sections. Needs the server build (`npm run build -w @quickcheck/server`).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeMachine } from './lib/environment.mjs';
import { tracingCostSection } from './lib/report.mjs';
import { measureTracingCost } from './lib/tracing-cost.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(path.join(repoRoot, 'apps/server/dist/main.js'))) {
  console.error('No server build: run `npm run build -w @quickcheck/server` first.');
  process.exit(1);
}
const meta = describeMachine(repoRoot);
const tracingCost = await measureTracingCost(repoRoot);
const dir = path.join(repoRoot, 'bench/results');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'tracing-cost-latest.json'), `${JSON.stringify({ meta, tracingCost }, null, 2)}\n`);
console.log(tracingCostSection(tracingCost));
console.log('\nResults: bench/results/tracing-cost-latest.json');
