// `npm run bench`: first-load bytes per brand, Lighthouse mobile and API load, all against one
// freshly started built server, printed side by side and saved under bench/results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureApi, measureQuotation } from './lib/api-bench.mjs';
import { measureEligibility } from './lib/partner-bench.mjs';
import { startFloorPage } from './lib/floor-page.mjs';
import { startReactFloorPage } from './lib/react-floor-page.mjs';
import { measureServerFloors } from './lib/floors.mjs';
import { measureFormFloor } from './lib/form-floor.mjs';
import { measureTracingCost } from './lib/tracing-cost.mjs';
import { measureFirstLoad } from './lib/first-load.mjs';
import { LIGHTHOUSE_RUNS, measureLighthouse } from './lib/lighthouse-run.mjs';
import { measureMemory } from './lib/memory.mjs';
import { measureInteractions } from './lib/interactions.mjs';
import { measureOpsConsole, renderOpsConsole } from './lib/ops-console.mjs';
import { describeMachine } from './lib/environment.mjs';
import { renderReport } from './lib/report.mjs';
import { ensureBuilt, killServerNow, serverLogTail, startServer } from './lib/server.mjs';
import { ratio } from './lib/stats.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');
let server;

// Whatever happens (Ctrl-C, a thrown error), the server child must not outlive the bench.
process.on('exit', () => killServerNow(server));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the server and exiting.`);
    killServerNow(server);
    process.exit(130);
  });
}

/** Timestamped file for history plus latest.json; ':' becomes '-' as not every system allows it. */
function writeResults(results) {
  const dir = path.join(benchDir, 'results');
  mkdirSync(dir, { recursive: true });
  const json = `${JSON.stringify(results, null, 2)}\n`;
  const stamped = path.join(dir, `${results.meta.date.replace(/:/g, '-')}.json`);
  writeFileSync(stamped, json);
  writeFileSync(path.join(dir, 'latest.json'), json);
  return stamped;
}

/** A section that throws becomes `{ error }` in the results, and the others still run. */
async function section(label, measure) {
  const started = Date.now();
  console.log(`… ${label}`);
  try {
    return await measure();
  } catch (error) {
    return { error: error.message };
  } finally {
    console.log(`  ${label} took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** The bare static page of docs/product/contract.md#benchmarks under the same Lighthouse settings. */
async function measureFloorPage() {
  const floor = await startFloorPage();
  try {
    return await measureLighthouse(floor.url);
  } finally {
    await floor.stop();
  }
}

/** The floor page hydrated by React 19 and nothing else: the runtime's own share of our figures. */
async function measureReactFloor() {
  const floor = await startReactFloorPage();
  try {
    const jsGzipBytes = gzipSync(floor.scriptBytes, { level: 9 }).length;
    return { ...(await measureLighthouse(floor.url)), jsGzipBytes };
  } finally {
    await floor.stop();
  }
}

/**
 * Our own cost, without the agency's deliberate delay: the quotation scenario against a second
 * server whose sandbox agency answers at once, then the quotation's floor on that server's own
 * database (a raw encrypted insert); GET /api/form beside its floor, the bare Fastify route
 * measured after it (form-floor.mjs). Each of our figures as a ratio to its floor.
 */
async function measureOwnCost(api, formFloor) {
  server = await startServer(repoRoot, { preferredPort: 3201, extraEnv: { SANDBOX_AGENCY_LATENCY_MS: '0' } });
  let quotation;
  let eligibility;
  try {
    quotation = await measureQuotation(server.baseUrl);
    // The partner API's call beside it, on the same server (issue 25).
    eligibility = await measureEligibility(server.baseUrl, server.logFile).catch((error) => ({ error: error.message }));
  } finally {
    await server.stop({ keepData: true });
  }
  const floors = measureServerFloors(repoRoot, server.dataDir);
  await server.stop();
  const form = api?.scenarios?.find((scenario) => scenario.name === 'form' && !scenario.error);
  return {
    quotationAtZeroLatency: quotation.scenario,
    eligibilityAtZeroLatency: eligibility,
    floors: { ...floors, formRoute: formFloor?.error ? undefined : formFloor },
    ratios: {
      quotationToInsert: ratio(quotation.scenario.requestsPerSec, floors.insert.perSec),
      eligibilityToQuotation: ratio(eligibility?.requestsPerSec, quotation.scenario.requestsPerSec),
      formToRoute: ratio(form?.requestsPerSec, formFloor?.requestsPerSec),
    },
  };
}

async function main() {
  const meta = describeMachine(repoRoot);
  meta.build = ensureBuilt(repoRoot);
  server = await startServer(repoRoot, { preferredPort: Number(process.env.BENCH_PORT ?? 3200) });
  meta.server = { url: server.baseUrl, port: server.port };
  console.log(`Server healthy on ${server.baseUrl}`);
  const results = { meta };
  try {
    // Page measurements first, on a quiet server; the load test fills the database afterwards.
    results.firstLoad = await section('first-load JS/CSS per brand', () => measureFirstLoad(server.baseUrl));
    results.lighthouse = await section(`Lighthouse mobile ×${LIGHTHOUSE_RUNS}`, () =>
      measureLighthouse(`${server.baseUrl}/`),
    );
    results.lighthouseFloor = await section(
      `Lighthouse mobile ×${LIGHTHOUSE_RUNS} of the floor page`,
      measureFloorPage,
    );
    results.lighthouseReactFloor = await section(
      `Lighthouse mobile ×${LIGHTHOUSE_RUNS} of the React floor`,
      measureReactFloor,
    );
    results.interactions = await section('interactions at 4× CPU, ours and the React floor', () =>
      measureInteractions(server.baseUrl),
    );
    results.api = await section('API load', () => measureApi(server));
    // Right after the form scenario, with the same load settings, while our server idles beside it.
    results.formFloor = await section("GET /api/form's floor: a bare Fastify route signing one token", () =>
      measureFormFloor(repoRoot),
    );
  } finally {
    const log = serverLogTail(server.logFile, 5);
    await server.stop();
    results.meta.serverLogTail = log;
  }
  results.ownCost = await section('quotation at zero agency latency, and the server floors', () =>
    measureOwnCost(results.api, results.formFloor),
  );
  results.tracingCost = await section('tracing cost: absent, off and on', () => measureTracingCost(repoRoot));
  results.memory = await section('memory, idle and under load, embedded and on PostgreSQL', () =>
    measureMemory(repoRoot),
  );
  // Opt-in (seeding a million rows takes minutes): BENCH_OPS=1, or `npm run bench:ops` alone.
  if (process.env.BENCH_OPS === '1') {
    results.opsConsole = await section('operator console on a year of traffic', () => measureOpsConsole(repoRoot));
  }
  const file = writeResults(results);
  console.log(renderReport(results));
  if (results.opsConsole) console.log(`\n${renderOpsConsole(results.opsConsole)}`);
  console.log(`\nResults: ${path.relative(repoRoot, file)} and bench/results/latest.json`);
  const failed = [
    results.firstLoad,
    results.lighthouse,
    results.lighthouseFloor,
    results.lighthouseReactFloor,
    results.api,
    results.formFloor,
    results.ownCost,
    results.tracingCost,
    results.memory,
    results.interactions,
    results.opsConsole,
  ].some((part) => part?.error);
  const apiFailed = results.api?.scenarios?.some((scenario) => scenario.error);
  if (failed || apiFailed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`Benchmark failed: ${error.message}`);
  killServerNow(server);
  process.exitCode = 1;
});
