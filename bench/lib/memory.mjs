// Resident memory of the server process (issue 26 item 5): at idle and at its peak under the
// quotation load, on the embedded PGlite and on a real PostgreSQL, each from a fresh start.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { measureQuotation } from './api-bench.mjs';
import { startServer } from './server.mjs';

/** How long a fresh server is left alone before its idle figure is read (start-up garbage settles). */
const IDLE_SETTLE_MS = Number(process.env.BENCH_IDLE_SETTLE_MS ?? 5_000);
const SAMPLE_EVERY_MS = 200;
const BENCH_POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const MIB = 1024 * 1024;

/** The process's resident set, MiB, from /proc (Linux: what `ps` calls RSS). */
export function residentMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  return Math.round(((kib * 1024) / MIB) * 10) / 10;
}

/** Samples the resident set until stopped; returns the highest sample. */
function sampleResident(pid) {
  let highest = residentMiB(pid);
  const timer = setInterval(() => {
    try {
      highest = Math.max(highest, residentMiB(pid));
    } catch {
      // The process ended: the samples so far stand.
    }
  }, SAMPLE_EVERY_MS);
  return () => {
    clearInterval(timer);
    return highest;
  };
}

/** A fresh server: idle after it settles, then the highest resident set during the quotation load. */
async function measureOne(repoRoot, { label, preferredPort, extraEnv }) {
  const server = await startServer(repoRoot, { preferredPort, extraEnv });
  try {
    await sleep(IDLE_SETTLE_MS);
    const idleMiB = residentMiB(server.child.pid);
    const stop = sampleResident(server.child.pid);
    const { scenario } = await measureQuotation(server.baseUrl);
    const underLoadMiB = stop();
    return {
      database: label,
      idleMiB,
      underLoadMiB,
      load: scenario.error ? { error: scenario.error } : { requestsPerSec: scenario.requestsPerSec },
    };
  } finally {
    await server.stop();
  }
}

/** A database of its own on the machine's PostgreSQL, dropped afterwards; undefined when none answers. */
async function withScratchDatabase(use) {
  const admin = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `quickcheck_bench_memory_${process.pid}`;
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const url = new URL(BENCH_POSTGRES_URL);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

export async function measureMemory(repoRoot) {
  const pglite = await measureOne(repoRoot, { label: 'PGlite', preferredPort: 3202, extraEnv: {} });
  const postgres = (await withScratchDatabase((databaseUrl) =>
    measureOne(repoRoot, {
      label: 'PostgreSQL',
      preferredPort: 3203,
      extraEnv: {
        DATABASE_URL: databaseUrl,
        TOKEN_SECRET: randomBytes(32).toString('hex'),
        PII_KEY: randomBytes(32).toString('hex'),
      },
    }),
  )) ?? { database: 'PostgreSQL', error: `no PostgreSQL answered at ${BENCH_POSTGRES_URL}` };
  return { goalsMiB: { PGlite: 300, PostgreSQL: 150 }, idleSettleMs: IDLE_SETTLE_MS, runs: [pglite, postgres] };
}
