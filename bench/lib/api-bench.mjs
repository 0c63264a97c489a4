// The three API scenarios side by side: `GET /api/health` is the ceiling (the same server's
// cheapest route), and the form and quotation figures are read as fractions of it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fetchTokenPool, preflightQuotation } from './quotation-setup.mjs';
import { loadQuotation, loadScenario, LOAD_SETTINGS } from './load.mjs';
import { ratio } from './stats.mjs';
import { submissionSource } from './submission.mjs';

const TOKEN_POOL_SIZE = Number(process.env.BENCH_TOKEN_POOL ?? 200);

const SANDBOX_SOURCE = 'apps/server/src/ports/credit-reference-agency/sandbox-agency.ts';

/**
 * What agency delay the quotation figures include. The bench never overrides it; the sandbox's
 * built-in range is read from its source (when the pattern is still there) so the report can
 * say what "realistic" meant in this run, and any AGENCY_* / SANDBOX_* variable is listed.
 */
function agencyLatencySetting(server) {
  let builtIn = "the sandbox agency's built-in delay";
  try {
    const match = /randomLatency\((\d+),\s*(\d+)\)/.exec(
      readFileSync(path.join(server.repoRoot, SANDBOX_SOURCE), 'utf8'),
    );
    if (match) builtIn = `the sandbox agency's built-in ${match[1]}–${match[2]} ms per call`;
  } catch {
    // Source not shipped (a deployed build): fall back to the generic wording.
  }
  const overrides = Object.keys(server.env)
    .filter((name) => /^(AGENCY|SANDBOX)_/.test(name))
    .map((name) => `${name}=${server.env[name]}`);
  return `server default, ${builtIn}; ${overrides.length ? overrides.join(', ') : 'no AGENCY_*/SANDBOX_* variable set (AGENCY_TIMEOUT_MS at its default)'}`;
}

function withRatios(scenario, ceiling) {
  return {
    ...scenario,
    ratios: {
      throughputToCeiling: ratio(scenario.requestsPerSec, ceiling.requestsPerSec),
      p50ToCeiling: ratio(scenario.latencyMs.p50, ceiling.latencyMs.p50),
      p99ToCeiling: ratio(scenario.latencyMs.p99, ceiling.latencyMs.p99),
    },
  };
}

/** Each scenario fails on its own: a broken quotation route still leaves the other two figures. */
async function attempt(name, path, fn) {
  try {
    return await fn();
  } catch (error) {
    return { name, path, error: error.message };
  }
}

/** The quotation scenario alone (also run against a server whose agency answers at once). */
export async function measureQuotation(baseUrl) {
  let preflight;
  const scenario = await attempt('quotation', '/api/quotation', async () => {
    const pool = await fetchTokenPool(baseUrl, TOKEN_POOL_SIZE);
    const source = submissionSource(pool);
    preflight = await preflightQuotation(baseUrl, source);
    if (!preflight.ok) {
      throw new Error(`a single submission was refused (HTTP ${preflight.status}): ${preflight.body}`);
    }
    return { ...(await loadQuotation(baseUrl, source)), tokenPoolSize: pool.length };
  });
  return { preflight, scenario };
}

export async function measureApi(server) {
  const { baseUrl } = server;
  const health = await attempt('health', '/api/health', () =>
    loadScenario(baseUrl, { name: 'health', path: '/api/health' }),
  );
  const form = await attempt('form', '/api/form?consumerName=QCHK', () =>
    loadScenario(baseUrl, { name: 'form', path: '/api/form?consumerName=QCHK' }),
  );
  const { preflight, scenario: quotation } = await measureQuotation(baseUrl);
  const scenarios = [health, form, quotation].map((scenario) =>
    scenario.error || health.error ? scenario : withRatios(scenario, health),
  );
  return {
    settings: { ...LOAD_SETTINGS, tokenPoolSize: TOKEN_POOL_SIZE },
    agencyLatency: agencyLatencySetting(server),
    preflight,
    scenarios,
  };
}
