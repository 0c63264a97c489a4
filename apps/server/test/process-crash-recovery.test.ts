import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultResponseSchema, type ResultResponse } from '@quickcheck/contracts';
import { pidIsAlive, readPostmasterPid } from '../src/db/embedded-postgres/postmaster-pid.ts';
import { openDb } from '../src/db/open-db.ts';
import { fetchForm, ordinaryAnswers, postJson, submissionFor } from './helpers/applicant.ts';
import { spawnServer, stopServer, type ServerProcess } from './helpers/server-process.ts';

/**
 * The embedded database under real processes: one writer per DATA_DIR, kill -9 in the middle
 * of a burst of submissions, restart, and a graceful SIGTERM. Bounded: 60 submissions.
 * scripts/crash-recovery-soak.mjs repeats the crash with more load.
 */
const ORDINARY = 50;
const SLOW = 10;
const KILL_AFTER_ACKNOWLEDGED = 20;
/**
 * Ordinary submissions in flight at once: the kill lands with at most this many unanswered, so some
 * are always left unacknowledged (all 50 at once were sometimes all answered before the kill landed).
 */
const IN_FLIGHT = 5;
/**
 * Issue 37: after a kill -9 of the server, a new start is ready (GET /api/health/ready 200) within
 * 10 s — measured from the spawn, through tsx (slower to start than `npm start`'s built
 * dist/main.js), including the stop of the dead server's PostgreSQL and the start of a new one.
 * 10 s holds on a machine with a core to spare; on a busier one (CI shares two cores with other
 * runs) every step of a start stretches with the queue for the CPU, so the bound is 10 s times the
 * one-minute load average per core when that is above 1 — the figure is printed with the load.
 */
const RESTART_READY_MS = 10_000;
const restartReadyBoundMs = () => RESTART_READY_MS * Math.max(1, loadavg()[0]! / availableParallelism());
/** Each step may start a server process (and its PostgreSQL: seconds, more on a busy CI machine). */
const PROCESS_STEP_MS = 120_000;

/** Distinct letter-only first names: each applicant is a different quotation. */
const nameOf = (prefix: string, i: number) =>
  `${prefix}${String.fromCharCode(97 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}`;

type Submission = ReturnType<typeof submissionFor>;

/** Runs `work` on every item, `width` at a time, in order. */
async function inFlightAtMost<T>(items: readonly T[], width: number, work: (item: T, i: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await work(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/** Milliseconds from `since` until GET /api/health/ready answers 200 (polled every 50 ms). */
async function readyAfter(url: string, since: number, giveUpMs: number): Promise<number> {
  while (Date.now() - since < giveUpMs) {
    const status = await fetch(`${url}/api/health/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Not ready within ${giveUpMs} ms`);
}

async function submissions(url: string, prefix: string, count: number, lastName?: string): Promise<Submission[]> {
  const form = await fetchForm(url);
  return Array.from({ length: count }, (_, i) =>
    submissionFor(
      form,
      ordinaryAnswers({ 'first-name': nameOf(prefix, i), ...(lastName ? { 'last-name': lastName } : {}) }),
    ),
  );
}

describe('one server process per DATA_DIR, kill -9 under load and restart', { timeout: PROCESS_STEP_MS }, () => {
  let dataDir: string;
  let first: ServerProcess | undefined;
  let restarted: ServerProcess | undefined;
  let firstUrl: string;
  let ordinary: Submission[] = [];
  const acknowledged = new Map<number, ResultResponse>();

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'qc-crash-'));
    // A long agency time-out keeps the Slow persona's rows pending when the process dies.
    first = spawnServer({ DATA_DIR: dataDir, AGENCY_TIMEOUT_MS: '10000' });
    firstUrl = await first.listening(PROCESS_STEP_MS);
  }, PROCESS_STEP_MS);
  afterAll(async () => {
    await stopServer(first, 'SIGKILL');
    await stopServer(restarted, 'SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server on the same DATA_DIR, naming the directory and the running pid', async () => {
    const second = spawnServer({ DATA_DIR: dataDir });
    expect(await second.exited).toEqual({ code: 1, signal: null });
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use`);
    expect(second.output()).toContain(`pid ${first?.pid}`);
    expect((await fetch(`${firstUrl}/api/health`)).status).toBe(200);
  });

  it('keeps every acknowledged quotation when killed with -9 in the middle of a burst', async () => {
    const slow = await submissions(firstUrl, 'Slow', SLOW, 'Slow');
    ordinary = await submissions(firstUrl, 'Crash', ORDINARY);
    // The Slow ones all wait on the agency, stored pending, while the ordinary ones stream past them.
    const pendingSlow = slow.map((body) => postJson(firstUrl, '/api/quotation', body).catch(() => undefined));
    await inFlightAtMost(ordinary, IN_FLIGHT, async (body, i) => {
      const response = await postJson(firstUrl, '/api/quotation', body).catch(() => undefined);
      if (response?.status !== 200) return;
      acknowledged.set(i, resultResponseSchema.parse(await response.json()));
      if (acknowledged.size === KILL_AFTER_ACKNOWLEDGED) first?.kill('SIGKILL');
    });
    await Promise.all(pendingSlow);
    expect(await first?.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
    expect(acknowledged.size).toBeLessThan(ORDINARY);

    // The dead process's lock does not block the restart.
    const restarting = Date.now();
    restarted = spawnServer({ DATA_DIR: dataDir, AGENCY_TIMEOUT_MS: '1500' });
    const url = await restarted.listening(PROCESS_STEP_MS / 2);
    const readyMs = await readyAfter(url, restarting, PROCESS_STEP_MS / 2);
    const boundMs = restartReadyBoundMs();
    console.info(
      `ready after kill -9 of the server: ${readyMs} ms from the new process's spawn ` +
        `(bound ${Math.round(boundMs)} ms; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`,
    );
    expect(readyMs).toBeLessThanOrEqual(boundMs);
    // The dead server's PostgreSQL lived on: the restart found it by its postmaster.pid and stopped it first.
    expect(restarted.output()).toMatch(/PostgreSQL \(pid \d+, port \d+\) was still running/);
    const again = await Promise.all(
      ordinary.map(async (body) =>
        resultResponseSchema.parse(await (await postJson(url, '/api/quotation', body)).json()),
      ),
    );
    // The same stored decision; its agreement link is on the origin of the request answered (decision 019),
    // and the restarted process listens on another port.
    const onAnyOrigin = (result: ResultResponse) => ({
      ...result,
      agreementUrl: result.agreementUrl && new URL(result.agreementUrl).search,
    });
    for (const [i, result] of acknowledged) expect(onAnyOrigin(again[i]!)).toEqual(onAnyOrigin(result));
    // Unacknowledged ones are decided on retry, on their own row if the dead process had stored one.
    expect(again.filter((result) => result.reason === 'ERROR')).toEqual([]);
    expect(new Set(again.map((result) => result.quotationId)).size).toBe(ORDINARY);
  });

  it('drains a request in flight on SIGTERM, then releases the DATA_DIR', async () => {
    const url = (await restarted?.listening()) as string;
    const [slow] = await submissions(url, 'Drain', 1, 'Slow');
    const inFlight = postJson(url, '/api/quotation', slow);
    await new Promise((resolve) => setTimeout(resolve, 300));
    restarted?.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(resultResponseSchema.parse(await response.json()).reason).toBe('ERROR');
    expect(await restarted?.exited).toEqual({ code: 0, signal: null });
    await expect(readFile(join(dataDir, 'server.lock'))).rejects.toMatchObject({ code: 'ENOENT' });
    // Its PostgreSQL stopped with it, cleanly: no postmaster.pid left behind.
    expect(await readPostmasterPid(join(dataDir, 'postgres'))).toBeUndefined();
  });

  it('left no pending quotation: the dead process’s ones were decided ERROR (interrupted) at restart', async () => {
    const db = await openDb({ databaseUrl: undefined, dataDir });
    try {
      const { rows } = await db.query<{ status: string; reason: string | null; detail: string | null }>(
        `select status, reason, decision->'factors'->0->>'detail' as detail from quotations`,
      );
      expect(rows.filter((row) => row.status === 'pending')).toEqual([]);
      const interrupted = rows.filter((row) => row.detail === 'interrupted');
      // The Slow ones were stored first and never answered: the sweeper decided them.
      expect(interrupted.length).toBeGreaterThanOrEqual(1);
      expect(interrupted.length).toBeLessThanOrEqual(SLOW);
      expect(interrupted.every((row) => row.reason === 'ERROR' && row.status === 'decided')).toBe(true);
      // 50 ordinary + the interrupted Slow ones + the drained one: nothing duplicated, nothing lost.
      expect(rows.length).toBe(ORDINARY + interrupted.length + 1);
      const swept = /"count":(\d+),"msg":"abandoned pending quotations decided as ERROR"/.exec(
        restarted?.output() ?? '',
      );
      expect(Number(swept?.[1])).toBeGreaterThanOrEqual(interrupted.length);
      // The figures the issue asks for, in the test log.
      console.info(
        `kill -9: ${ORDINARY + SLOW} sent, ${acknowledged.size} acknowledged, all found unchanged after restart; ` +
          `${swept?.[1]} pending swept at restart, ${interrupted.length} of them left ERROR (Slow persona, not retried)`,
      );
    } finally {
      await db.close();
    }
  });
});

describe('kill -9 of the postmaster while the server serves', { timeout: PROCESS_STEP_MS }, () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  let url: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'qc-postmaster-crash-'));
    server = spawnServer({ DATA_DIR: dataDir });
    url = await server.listening(PROCESS_STEP_MS);
  }, PROCESS_STEP_MS);
  afterAll(async () => {
    await stopServer(server, 'SIGKILL');
    const left = await readPostmasterPid(join(dataDir, 'postgres'));
    if (left && pidIsAlive(left.pid)) process.kill(left.pid, 'SIGQUIT');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('readiness answers 503 while PostgreSQL is down or recovering, then 200; every acknowledged quotation is kept', async () => {
    await readyAfter(url, Date.now(), PROCESS_STEP_MS / 2);
    const bodies = await submissions(url, 'Postmaster', 40);
    const acknowledgedHere = new Map<number, ResultResponse>();
    const statuses = new Set<number>();
    const readiness: number[] = [];
    let killedAt: number | undefined;
    let watching: Promise<void> | undefined;
    // Readiness as a load balancer sees it, from the kill until it is ready again.
    const watchReadiness = async () => {
      for (;;) {
        const status = await fetch(`${url}/api/health/ready`).then(
          (response) => response.status,
          () => 0,
        );
        readiness.push(status);
        if (status === 200 && readiness.includes(503)) return;
        if (Date.now() - killedAt! > PROCESS_STEP_MS / 2) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await inFlightAtMost(bodies, IN_FLIGHT, async (body, i) => {
      const response = await postJson(url, '/api/quotation', body);
      statuses.add(response.status);
      if (response.status === 200) acknowledgedHere.set(i, resultResponseSchema.parse(await response.json()));
      if (acknowledgedHere.size === 10 && killedAt === undefined) {
        const postmaster = (await readPostmasterPid(join(dataDir, 'postgres')))!;
        process.kill(postmaster.pid, 'SIGKILL');
        killedAt = Date.now();
        watching = watchReadiness();
      }
    });
    await watching;
    console.info(
      `kill -9 of the postmaster: readiness ${readiness.filter((status) => status === 503).length}× 503, ` +
        `ready again ${Date.now() - killedAt!} ms after the kill`,
    );
    // Down or recovering: not ready; then ready again by itself, the server never restarted.
    // (A poll in the first milliseconds may still meet a backend that has not yet seen its postmaster die.)
    expect(readiness.slice(0, 3)).toContain(503);
    expect(readiness.at(-1)).toBe(200);
    expect(server?.output()).toContain('PostgreSQL stopped unexpectedly (SIGKILL): starting it again');
    expect(server?.child.exitCode).toBeNull();
    // A caller meanwhile is asked to try again, never told of an error of ours.
    expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);

    // Nothing lost: each acknowledged quotation, submitted again, is the same stored decision.
    expect(acknowledgedHere.size).toBeGreaterThanOrEqual(10);
    for (const [i, result] of acknowledgedHere) {
      const again = await postJson(url, '/api/quotation', bodies[i]);
      expect(again.status).toBe(200);
      expect(resultResponseSchema.parse(await again.json())).toEqual(result);
    }
  });
});
