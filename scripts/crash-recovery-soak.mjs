// The long version of apps/server/test/process-crash-recovery.test.ts (which `npm test` runs with
// 60 submissions): round after round, the BUILT server takes a burst of quotation submissions,
// is killed with -9 part-way through and restarted on the same DATA_DIR. After every restart
// every quotation acknowledged so far (a 200 answer received in full) must come back unchanged
// when its payload is sent again, and at the end no quotation may be left 'pending'.
//
//   node apps/server/build.mjs && node scripts/crash-recovery-soak.mjs
//   SOAK_ROUNDS=5 SOAK_SUBMISSIONS=300 SOAK_PORT=0 (defaults; PORT 0 = any free port)
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { fetchFormToken } from '../bench/lib/quotation-setup.mjs';
import { buildSubmission } from '../bench/lib/submission.mjs';

const ROUNDS = Number(process.env.SOAK_ROUNDS ?? 5);
const PER_ROUND = Number(process.env.SOAK_SUBMISSIONS ?? 300);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quickcheck-soak-'));
let server;

function start(round) {
  const logFile = path.join(dataDir, `server-${round}.log`);
  const log = openSync(logFile, 'a');
  const env = { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: process.env.SOAK_PORT ?? '0' };
  env.RATE_LIMIT_SCALE = '100000';
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/main.js')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', log, log],
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, exited, logFile };
}

async function listening(proc) {
  for (let waited = 0; waited < 90_000; waited += 200) {
    const url = /Server listening at (http:\/\/[\d.:]+)/.exec(readFileSync(proc.logFile, 'utf8'))?.[1];
    if (url) return url;
    if (proc.child.exitCode !== null) throw new Error(`server exited: ${readFileSync(proc.logFile, 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start within 90 s');
}

const post = (url, body) =>
  fetch(`${url}/api/quotation`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

/** Sends every body of the round at once and kills the server once `killAt` answers have arrived. */
async function burst(url, bodies, killAt) {
  const acknowledged = [];
  await Promise.all(
    bodies.map((body) =>
      post(url, body)
        .then(async (response) => {
          if (response.status !== 200) return;
          acknowledged.push({ body, answer: await response.text() });
          if (acknowledged.length === killAt) server.child.kill('SIGKILL');
        })
        .catch(() => undefined),
    ),
  );
  return acknowledged;
}

/** Every acknowledged payload again, 20 at a time: the same answer means the same stored quotation. */
async function verify(url, acknowledged) {
  const lost = [];
  for (let i = 0; i < acknowledged.length; i += 20) {
    await Promise.all(
      acknowledged.slice(i, i + 20).map(async ({ body, answer }) => {
        if ((await (await post(url, body)).text()) !== answer) lost.push(answer);
      }),
    );
  }
  return lost;
}

async function main() {
  const acknowledged = [];
  server = start(0);
  let url = await listening(server);
  for (let round = 1; round <= ROUNDS; round++) {
    const form = await fetchFormToken(url);
    const bodies = Array.from({ length: PER_ROUND }, (_, i) =>
      JSON.stringify(buildSubmission(form, round * PER_ROUND + i, `soak${round}`)),
    );
    const killAt = Math.max(1, Math.floor(PER_ROUND * (0.2 + 0.6 * Math.random())));
    const got = await burst(url, bodies, killAt);
    const status = await server.exited;
    acknowledged.push(...got);
    server = start(round);
    url = await listening(server);
    const lost = await verify(url, acknowledged);
    console.log(
      `round ${round}: ${PER_ROUND} sent, ${got.length} acknowledged before kill -9 (${status.signal}); ` +
        `${acknowledged.length - lost.length}/${acknowledged.length} acknowledged so far found unchanged after restart`,
    );
    if (lost.length > 0) throw new Error(`${lost.length} acknowledged quotations lost or changed`);
  }
  // A second client of the running server's embedded PostgreSQL (DATA_DIR/postgres: its port, its password).
  const port = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3];
  const password = readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
  const db = new pg.Client({
    connectionString: `postgres://quickcheck:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
  });
  await db.connect();
  const { rows } = await db.query('select status, count(*)::int as n from quotations group by status order by status');
  await db.end();
  server.child.kill('SIGTERM');
  const stopped = await server.exited;
  if (stopped.code !== 0) throw new Error(`SIGTERM exit ${JSON.stringify(stopped)}`);
  console.log(`after the last restart: ${JSON.stringify(rows)}`);
  if (rows.some((row) => row.status === 'pending')) throw new Error('pending quotations left after restart');
}

main()
  .catch((error) => {
    console.error(`crash-recovery soak failed: ${error.message}`);
    process.exitCode = 1;
  })
  .finally(() => {
    if (server?.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    if (!process.env.SOAK_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  });
