// `npm run bench:ops`: section 8 alone (the operator console on a year of traffic), the same
// measurement `BENCH_OPS=1 npm run bench` adds to the full run.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureOpsConsole, renderOpsConsole } from './lib/ops-console.mjs';
import { ensureBuilt } from './lib/server.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureBuilt(repoRoot);
const result = await measureOpsConsole(repoRoot).catch((error) => ({ error: error.message }));
console.log(renderOpsConsole(result));
if (result.error || result.views.some((view) => view.p95 > result.budgetP95Ms)) process.exitCode = 1;
