import { loadavg } from 'node:os';
import { describe, expect, it } from 'vitest';
import { freePort } from './helpers/free-port.ts';
import { runSoak, soakTable } from './soak/soak-run.ts';
import { testDatabaseUrl } from './helpers/databases.ts';

const TEST_DATABASE_URL = testDatabaseUrl();

/**
 * `npm run soak`, short: the mix (quotations, open banking, saved checks, partner calls with
 * webhooks) through every fault once, compressed, then the wait for retried webhooks and the
 * closing circuit — on PostgreSQL (two processes behind the proxy) and on the embedded database
 * (`npm start`'s one process). The hour-long runs are `SOAK_MINUTES=60 npm run soak`.
 */
describe.each([
  { name: 'two processes on PostgreSQL', database: { kind: 'postgres', url: TEST_DATABASE_URL } as const, seconds: 30 },
  { name: "npm start's one process on the embedded database", database: { kind: 'embedded' } as const, seconds: 20 },
])('the soak, short: $name', ({ database, seconds }) => {
  it('loses nothing acknowledged through every fault, and the circuit opens and closes again', async () => {
    const durationMs = seconds * 1000;
    const report = await runSoak({
      database,
      durationMs,
      windowMs: durationMs / 2,
      visitors: 3,
      ports: [await freePort(), await freePort()],
    });
    console.log(soakTable(report, loadavg()));
    expect(report.faults.map((fault) => fault.kind)).toEqual([
      'receiver down',
      'process killed',
      'connections terminated',
      'agency slow',
      'agency failing',
    ]);
    expect(report.acknowledged).toBeGreaterThan(0);
    expect({ missing: report.missing, duplicated: report.duplicated }).toEqual({ missing: 0, duplicated: 0 });
    expect(report.savedChecks.acknowledged).toBeGreaterThan(0);
    expect(report.savedChecks).toMatchObject({ missing: 0, duplicated: 0 });
    // At least once: a webhook id taken twice is reported, never a failure; a lost one is.
    expect(report.webhooks.acknowledged).toBeGreaterThan(0);
    expect(report.webhooks.missing).toBe(0);
    expect(report.queue.end).toBe(0);
    const opened = report.circuit.filter((change) => change.state === 'open');
    expect(opened.length).toBeGreaterThan(0);
    for (const { pid, atMs } of opened)
      expect(
        report.circuit.some((change) => change.pid === pid && change.atMs > atMs && change.state === 'closed'),
      ).toBe(true);
    expect(report.latencies.get('POST /api/quotation')?.size).toBeGreaterThan(0);
    expect(report.processes.every((process) => process.start && process.end)).toBe(true);
    // A process of its own after the kill, on the same port.
    expect(new Set(report.processes.map((process) => process.pid)).size).toBe(report.processes.length);
    expect(report.tables.end.tables.some((table) => table.table === 'public.quotations')).toBe(true);
  }, 600_000);
});
