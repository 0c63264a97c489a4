// Memory of the server (issue 26 item 5, issue 37): at idle and at its peak under the quotation load,
// on the embedded default and on a real PostgreSQL, each from a fresh start. The embedded default is
// the server and its PostgreSQL processes together, as proportional set size (PSS: a page shared by
// several processes counts once, in shares), so postgres's shared memory is not counted per backend.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
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

/** The pids of a process's children, their children and so on (/proc/<pid>/stat's fourth field). */
function descendantsOf(pid) {
  const childrenOf = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), Number(name)]);
    } catch {
      // Ended while listed.
    }
  }
  const found = [];
  for (let queue = [pid]; queue.length > 0;) {
    const children = childrenOf.get(queue.shift()) ?? [];
    found.push(...children);
    queue.push(...children);
  }
  return found;
}

/** PSS of a process and every descendant (the embedded PostgreSQL's postmaster and backends), MiB. */
export function treeProportionalMiB(pid) {
  let kib = 0;
  for (const each of [pid, ...descendantsOf(pid)]) {
    try {
      kib += Number(/^Pss:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${each}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    } catch {
      // Ended while read.
    }
  }
  return Math.round(((kib * 1024) / MIB) * 10) / 10;
}

/** Samples `read` until stopped; returns the highest sample. */
function sampleHighest(read) {
  let highest = read();
  const timer = setInterval(() => {
    try {
      highest = Math.max(highest, read());
    } catch {
      // The process ended: the samples so far stand.
    }
  }, SAMPLE_EVERY_MS);
  return () => {
    clearInterval(timer);
    return highest;
  };
}

/** A fresh server: idle after it settles, then the highest figure during the quotation load. */
async function measureOne(repoRoot, { label, preferredPort, extraEnv, measure }) {
  const server = await startServer(repoRoot, { preferredPort, extraEnv });
  try {
    await sleep(IDLE_SETTLE_MS);
    const read = () => measure(server.child.pid);
    const idleMiB = read();
    const stop = sampleHighest(read);
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
  const embedded = await measureOne(repoRoot, {
    label: 'embedded (server + its PostgreSQL, PSS)',
    preferredPort: 3202,
    extraEnv: {},
    measure: treeProportionalMiB,
  });
  const postgres = (await withScratchDatabase((databaseUrl) =>
    measureOne(repoRoot, {
      label: 'PostgreSQL (server, VmRSS)',
      preferredPort: 3203,
      measure: residentMiB,
      extraEnv: {
        DATABASE_URL: databaseUrl,
        TOKEN_SECRET: randomBytes(32).toString('hex'),
        PII_KEY: randomBytes(32).toString('hex'),
      },
    }),
  )) ?? { database: 'PostgreSQL (server, VmRSS)', error: `no PostgreSQL answered at ${BENCH_POSTGRES_URL}` };
  // Issue 37: the embedded default ≤ 300 MB idle and ≤ 400 MB under the quotation load; decision 030's 150 on PostgreSQL.
  const goalsMiB = { [embedded.database]: { idle: 300, underLoad: 400 }, [postgres.database]: { idle: 150 } };
  return { goalsMiB, idleSettleMs: IDLE_SETTLE_MS, runs: [embedded, postgres] };
}
