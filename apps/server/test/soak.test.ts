import { loadavg } from 'node:os';
import { describe, expect, it } from 'vitest';
import { freePort } from './helpers/free-port.ts';
import { runSoak, soakTable } from './soak/soak-run.ts';
import { testDatabaseUrl } from './helpers/databases.ts';

const TEST_DATABASE_URL = testDatabaseUrl();

/**
 * `npm run soak`, short: two processes on one PostgreSQL behind the proxy, 30 s of journeys with a
 * process killed and the database's connections cut, on the run's PostgreSQL. The hour-long run is `SOAK_MINUTES=60 npm run soak`.
 */
describe('the soak, short', () => {
  it('loses and repeats no acknowledged quotation through a process kill and cut connections', async () => {
    const durationMs = 30_000;
    const report = await runSoak({
      databaseUrl: TEST_DATABASE_URL,
      durationMs,
      windowMs: durationMs / 2,
      visitors: 3,
      ports: [await freePort(), await freePort()],
    });
    console.log(soakTable(report, loadavg()));
    expect(report.faults.map((fault) => fault.fault)).toEqual([
      'process 0 killed (SIGKILL), restarted',
      "the app role's database connections terminated",
    ]);
    expect(report.acknowledged).toBeGreaterThan(0);
    expect({ missing: report.missing, duplicated: report.duplicated }).toEqual({ missing: 0, duplicated: 0 });
    expect(report.latencies.get('POST /api/quotation')?.size).toBeGreaterThan(0);
    expect(report.processes.every((process) => process.start && process.end)).toBe(true);
  }, 600_000);
});
