// Section 8 (opt-in: BENCH_OPS=1, or `npm run bench:ops`): the operator console on a year of
// traffic. Seeds a scratch PostgreSQL database with 1,000,000 quotations (BENCH_OPS_ROWS), starts
// the built server on it, adds an analyst with the real command, signs in over HTTP through its
// enrolment link (password, then a TOTP code computed here from the key the enrolment page shows),
// and times each console view: p50 and p95 of real requests.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { seedOpsData } from './ops-seed.mjs';
import { startServer } from './server.mjs';
import { percentile } from './stats.mjs';

const BENCH_POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROWS = Number(process.env.BENCH_OPS_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_OPS_RUNS ?? 20);
export const OPS_BUDGET_P95_MS = 300;

/** The views an operator opens, each over a year, a month and for one brand and channel. */
function viewsOf(end) {
  const day = (offset) => new Date(end.getTime() - offset * 86_400_000).toISOString().slice(0, 10);
  const year = `from=${day(364)}&to=${day(0)}`;
  const month = `from=${day(29)}&to=${day(0)}`;
  const oneBrand = `${year}&brand=very&channel=MSM`;
  return [
    ['funnel, a year', `/ops?${year}`],
    ['funnel, a month', `/ops?${month}`],
    ['funnel, one brand and site, a year', `/ops?${oneBrand}`],
    ['funnel CSV, a year', `/ops/funnel.csv?${year}`],
    ['outcomes, a year', `/ops/outcomes?${year}`],
    ['open banking, a year', `/ops/open-banking?${year}`],
    ['experiments, a year', `/ops/experiments?${year}`],
    ['service health, a year', `/ops/health?${year}`],
  ];
}

function cookieJar() {
  const jar = new Map();
  return {
    header: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    take(response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const index = pair.indexOf('=');
        jar.set(pair.slice(0, index), pair.slice(index + 1));
      }
    },
  };
}

/** Signs in through the enrolment link `ops:user add` printed, reading the key its page shows (the phone). */
async function signIn(baseUrl, email, password, enrolmentLink) {
  const jar = cookieJar();
  const csrfOf = (html) => /name="csrf" value="([^"]+)"/.exec(html)[1];
  const get = async (url) => {
    const response = await fetch(`${baseUrl}${url}`, { headers: { cookie: jar.header() }, redirect: 'manual' });
    jar.take(response);
    return response.text();
  };
  const post = async (url, fields) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
    jar.take(response);
    if (response.status !== 303) throw new Error(`POST ${url} answered ${response.status}`);
  };
  const { pathname, search } = new URL(enrolmentLink);
  const enrolment = new URL(enrolmentLink).searchParams.get('enrolment');
  await post('/ops/sign-in', { csrf: csrfOf(await get(`${pathname}${search}`)), email, password, enrolment });
  const page = await get('/ops/second-factor');
  const key = /data-testid="totp-secret">([A-Z2-7]+)</.exec(page)[1];
  const code = new TOTP({ secret: Secret.fromBase32(key) }).generate();
  await post('/ops/second-factor', { csrf: csrfOf(page), code });
  return jar;
}

async function timeView(baseUrl, jar, url) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${url}`, { headers: { cookie: jar.header() }, redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/**
 * BENCH_OPS_DATABASE_URL: a database `npm run ops:seed` already filled (its rows end today), kept
 * afterwards; otherwise a scratch one is made, seeded and dropped.
 */
async function countQuotations(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query('select count(*) as n from quotations')).rows[0].n);
  } finally {
    await client.end();
  }
}

export async function measureOpsConsole(repoRoot) {
  const given = process.env.BENCH_OPS_DATABASE_URL;
  const admin = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
  await admin.connect();
  const name = `quickcheck_bench_ops_${process.pid}`;
  const url = new URL(given ?? BENCH_POSTGRES_URL);
  if (!given) url.pathname = `/${name}`;
  let server;
  try {
    if (!given) {
      await admin.query(`drop database if exists ${name}`);
      await admin.query(`create database ${name}`);
    }
    const env = {
      ...process.env,
      DATABASE_URL: url.toString(),
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      PII_KEY: randomBytes(32).toString('hex'),
    };
    execFileSync(process.execPath, [path.join(repoRoot, 'apps/server/dist/migrate.js')], { env, stdio: 'ignore' });
    const end = new Date();
    const seeded = given
      ? { seconds: 0, counts: { quotations: await countQuotations(url.toString()) } }
      : await seedOpsData(url.toString(), { rows: ROWS, end, log: () => undefined });
    // The roll-ups the server makes every hour, made now: what a year-old deployment has.
    const rollupStarted = Date.now();
    execFileSync(process.execPath, [path.join(repoRoot, 'apps/server/dist/ops-rollup.js')], { env, stdio: 'ignore' });
    const rollupSeconds = (Date.now() - rollupStarted) / 1000;
    const out = execFileSync(
      process.execPath,
      [
        path.join(repoRoot, 'apps/server/dist/ops-user.js'),
        'add',
        `bench-${process.pid}@ops.test`,
        '--role',
        'analyst',
      ],
      { env, encoding: 'utf8' },
    );
    const password = /Password \(shown once\): (\S+)/.exec(out)[1];
    const enrolmentLink = /Enrolment link [^:]*: (\S+)/.exec(out)[1];
    server = await startServer(repoRoot, {
      preferredPort: 3204,
      extraEnv: { DATABASE_URL: env.DATABASE_URL, TOKEN_SECRET: env.TOKEN_SECRET, PII_KEY: env.PII_KEY },
    });
    const jar = await signIn(server.baseUrl, `bench-${process.pid}@ops.test`, password, enrolmentLink);
    const views = [];
    for (const [label, path] of viewsOf(end)) views.push({ label, ...(await timeView(server.baseUrl, jar, path)) });
    return { rows: seeded.counts.quotations, rollupSeconds, runs: RUNS, seeded, budgetP95Ms: OPS_BUDGET_P95_MS, views };
  } finally {
    await server?.stop();
    if (!given) await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

export function renderOpsConsole(result) {
  if (!result) return '';
  if (result.error) return `8. Operator console on a year of traffic: failed: ${result.error}`;
  const lines = [
    `8. Operator console on ${result.rows.toLocaleString('en-GB')} quotations (seeded in ${result.seeded.seconds.toFixed(0)} s, rolled up in ${result.rollupSeconds.toFixed(0)} s; ${result.runs} requests per view; budget p95 ≤ ${result.budgetP95Ms} ms)`,
  ];
  for (const view of result.views) {
    const verdict = view.p95 <= result.budgetP95Ms ? 'within' : 'OVER';
    lines.push(
      `   ${view.label.padEnd(38)} p50 ${view.p50.toFixed(0).padStart(5)} ms   p95 ${view.p95.toFixed(0).padStart(5)} ms   ${verdict}`,
    );
  }
  return lines.join('\n');
}
