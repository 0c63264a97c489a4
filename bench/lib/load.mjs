// API throughput and latency on loopback with autocannon. Every scenario gets the same
// connections and duration, after a discarded warm-up (JIT, connection pools, database caches),
// so its figures can be divided by the `GET /api/health` ceiling measured minutes apart.
import autocannon from 'autocannon';

export const LOAD_SETTINGS = {
  durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP ?? 2),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 16),
};

function run(options) {
  return autocannon({ ...options, timeout: 10 });
}

function summarise(result) {
  return {
    requestsPerSec: result.requests.average,
    totalRequests: result.requests.total,
    latencyMs: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      mean: result.latency.average,
      max: result.latency.max,
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]),
    ),
  };
}

/**
 * Runs one scenario: `requests` is autocannon's request list (with setupRequest when bodies
 * vary); `onResponse` sees every measured response body, never the warm-up's.
 */
export async function loadScenario(
  baseUrl,
  { name, method = 'GET', path, requests, onResponse },
  settings = LOAD_SETTINGS,
) {
  const { durationSeconds, warmupSeconds, connections } = settings;
  const base = { url: baseUrl, connections, requests: requests ?? [{ method, path }] };
  if (warmupSeconds > 0) await run({ ...base, duration: warmupSeconds });
  const measured = onResponse ? base.requests.map((request) => ({ ...request, onResponse })) : base.requests;
  const result = await run({ ...base, requests: measured, duration: durationSeconds });
  return { name, method, path, connections, durationSeconds, ...summarise(result) };
}

/** The quotation scenario: a fresh body per request; tallies the decisions it got back. */
export async function loadQuotation(baseUrl, source, settings = LOAD_SETTINGS) {
  const reasons = {};
  const firstBodyByStatus = {};
  const requests = [
    {
      method: 'POST',
      path: '/api/quotation',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      setupRequest: (request) => ({ ...request, body: source.next() }),
    },
  ];
  const onResponse = (status, body) => {
    // A regex, not JSON.parse: the load generator shares the CPU with the server.
    const reason = status === 200 ? (/"reason":"([A-Z_]+)"/.exec(body)?.[1] ?? 'UNREADABLE') : `HTTP ${status}`;
    reasons[reason] = (reasons[reason] ?? 0) + 1;
    if (status !== 200 && !firstBodyByStatus[status]) firstBodyByStatus[status] = String(body).slice(0, 500);
  };
  const result = await loadScenario(
    baseUrl,
    { name: 'quotation', method: 'POST', path: '/api/quotation', requests, onResponse },
    settings,
  );
  return { ...result, reasons, sampleErrorBodies: firstBodyByStatus, bodiesGenerated: source.count };
}
