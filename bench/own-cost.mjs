// `npm run bench:own-cost`: section 4's two ratios alone (issue 26 item 6), without Lighthouse or
// the other sections: `GET /api/form` ÷ a bare form-token signature and `POST /api/quotation` at
// zero agency latency ÷ the raw encrypted insert. One server whose sandbox agency answers at once
// takes both scenarios (the form call never asks the agency), then the floors run on its database,
// as in `npm run bench`. Needs the server build (`npm run build -w @quickcheck/server`).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureQuotation } from './lib/api-bench.mjs';
import { measureServerFloors } from './lib/floors.mjs';
import { loadScenario } from './lib/load.mjs';
import { killServerNow, startServer } from './lib/server.mjs';
import { ratio } from './lib/stats.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(path.join(repoRoot, 'apps/server/dist/main.js'))) {
  console.error('No server build: run `npm run build -w @quickcheck/server` first.');
  process.exit(1);
}
const loadBefore = os.loadavg();
const server = await startServer(repoRoot, { preferredPort: 3201, extraEnv: { SANDBOX_AGENCY_LATENCY_MS: '0' } });
process.on('exit', () => killServerNow(server));
let form;
let quotation;
try {
  form = await loadScenario(server.baseUrl, { name: 'form', path: '/api/form?consumerName=QCHK' });
  quotation = (await measureQuotation(server.baseUrl)).scenario;
} finally {
  await server.stop({ keepData: true });
}
const floors = measureServerFloors(repoRoot, server.dataDir);
await server.stop();
const result = {
  date: new Date().toISOString(),
  loadAverage: { before: loadBefore, after: os.loadavg() },
  form: { requestsPerSec: form.requestsPerSec, p50: form.latencyMs.p50, non2xx: form.non2xx },
  quotation: quotation.error
    ? quotation
    : { requestsPerSec: quotation.requestsPerSec, p50: quotation.latencyMs.p50, non2xx: quotation.non2xx },
  floors: { insertPerSec: floors.insert.perSec, signPerSec: floors.sign.perSec },
  ratios: {
    formToSign: ratio(form.requestsPerSec, floors.sign.perSec),
    quotationToInsert: ratio(quotation.requestsPerSec, floors.insert.perSec),
  },
};
const dir = path.join(repoRoot, 'bench/results');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'own-cost-latest.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
