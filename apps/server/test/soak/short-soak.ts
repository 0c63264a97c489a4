import { loadavg } from 'node:os';
import { expect } from 'vitest';
import { freePort } from '../helpers/free-port.ts';
import { runSoak, soakTable, type SoakDatabase, type SoakReport } from './soak-run.ts';

/** A short soak (`seconds` of traffic, every fault once), its table printed, and what it must show checked. */
export async function runShortSoak(database: SoakDatabase, seconds: number): Promise<void> {
  const durationMs = seconds * 1000;
  const report = await runSoak({
    database,
    durationMs,
    windowMs: durationMs / 2,
    visitors: 3,
    ports: [await freePort(), await freePort()],
  });
  console.log(soakTable(report, loadavg()));
  expectShortSoakHeld(report);
}

/**
 * What a short soak in `npm test` must show (apps/server/test/soak-*.test.ts): every fault once,
 * nothing acknowledged lost or stored twice, the queue empty, each opened circuit closed again.
 */
function expectShortSoakHeld(report: SoakReport): void {
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
    expect(report.circuit.some((change) => change.pid === pid && change.atMs > atMs && change.state === 'closed')).toBe(
      true,
    );
  expect(report.latencies.get('POST /api/quotation')?.size).toBeGreaterThan(0);
  expect(report.processes.every((process) => process.start && process.end)).toBe(true);
  // A process of its own after the kill, on the same port.
  expect(new Set(report.processes.map((process) => process.pid)).size).toBe(report.processes.length);
  expect(report.tables.end.tables.some((table) => table.table === 'public.quotations')).toBe(true);
}
