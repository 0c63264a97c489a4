// `npm run bench:own-cost`: section 4's two ratios alone (issue 26 item 6), without Lighthouse or
// the other sections: `GET /api/form` ÷ its floor, a bare Fastify route returning one signed token
// (docs/product/contract.md#benchmarks, lib/form-floor.mjs), and `POST /api/quotation` at
// zero agency latency ÷ the raw encrypted insert. One server whose sandbox agency answers at once
// takes both scenarios (the form call never asks the agency), then the bare route is loaded alike
// and the insert floor runs on the server's database, as in `npm run bench`. Beside the throughput ratios it gives the same ratios in CPU time per
// request (the server process's, from /proc, against the floor process's per operation or request): on a
// machine shared with other work they move far less. Needs `npm run build -w @quickcheck/server`.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureServerFloors } from './lib/floors.mjs';
import { measureFormFloor } from './lib/form-floor.mjs';
import { LOAD_SETTINGS, loadQuotation, loadScenario } from './lib/load.mjs';
import { fetchTokenPool } from './lib/quotation-setup.mjs';
import { killServerNow, startServer } from './lib/server.mjs';
import { ratio } from './lib/stats.mjs';
import { submissionSource } from './lib/submission.mjs';
import { cpuMs } from './lib/tracing-cost.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(path.join(repoRoot, 'apps/server/dist/main.js'))) {
  console.error('No server build: run `npm run build -w @quickcheck/server` first.');
  process.exit(1);
}

/** A warm-up, then the measured run, with the server's CPU time per request over the measured part. */
async function measured(server, load) {
  await load({ ...LOAD_SETTINGS, durationSeconds: LOAD_SETTINGS.warmupSeconds, warmupSeconds: 0 });
  const cpuBefore = cpuMs(server.child.pid);
  const result = await load({ ...LOAD_SETTINGS, warmupSeconds: 0 });
  const cpuMsPerRequest = (cpuMs(server.child.pid) - cpuBefore) / result.totalRequests;
  return {
    requestsPerSec: result.requestsPerSec,
    p50: result.latencyMs.p50,
    non2xx: result.non2xx,
    cpuMsPerRequest: Math.round(cpuMsPerRequest * 1000) / 1000,
  };
}

const loadBefore = os.loadavg();
const server = await startServer(repoRoot, { preferredPort: 3201, extraEnv: { SANDBOX_AGENCY_LATENCY_MS: '0' } });
process.on('exit', () => killServerNow(server));
let form;
let quotation;
try {
  form = await measured(server, (settings) =>
    loadScenario(server.baseUrl, { name: 'form', path: '/api/form?consumerName=QCHK' }, settings),
  );
  const source = submissionSource(await fetchTokenPool(server.baseUrl, 200));
  quotation = await measured(server, (settings) => loadQuotation(server.baseUrl, source, settings));
} finally {
  await server.stop({ keepData: true });
}
const formRoute = await measureFormFloor(repoRoot);
const floors = measureServerFloors(repoRoot, server.dataDir);
await server.stop();
const result = {
  date: new Date().toISOString(),
  loadAverage: { before: loadBefore, after: os.loadavg() },
  form,
  quotation,
  floors: {
    insert: floors.insert,
    formRoute: {
      requestsPerSec: formRoute.requestsPerSec,
      p50: formRoute.latencyMs.p50,
      cpuMsPerRequest: formRoute.cpuMsPerRequest,
    },
  },
  ratios: {
    formToRoute: ratio(form.requestsPerSec, formRoute.requestsPerSec),
    quotationToInsert: ratio(quotation.requestsPerSec, floors.insert.perSec),
    formToRouteByCpu: ratio(formRoute.cpuMsPerRequest, form.cpuMsPerRequest),
    quotationToInsertByCpu: ratio(floors.insert.cpuMsPerOp, quotation.cpuMsPerRequest),
  },
};
const dir = path.join(repoRoot, 'bench/results');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'own-cost-latest.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
