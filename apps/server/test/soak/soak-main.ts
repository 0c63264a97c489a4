import { loadavg } from 'node:os';
import { freePort } from '../helpers/free-port.ts';
import { runSoak, soakTable } from './soak-run.ts';

/** `npm run soak`: SOAK_MINUTES long (default 60), latency per hour (per sixth of the run when shorter). */
const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const minutes = Number(process.env.SOAK_MINUTES ?? 60);
const durationMs = minutes * 60_000;
const report = await runSoak({
  databaseUrl,
  durationMs,
  windowMs: minutes >= 120 ? 3_600_000 : durationMs / 6,
  visitors: Number(process.env.SOAK_VISITORS ?? 4),
  ports: process.env.SOAK_PORT
    ? [Number(process.env.SOAK_PORT), Number(process.env.SOAK_PORT) + 1]
    : [await freePort(), await freePort()],
  progress: (line) => console.error(line),
});
console.log(soakTable(report, loadavg()));
// A lost quotation, saved check or webhook, or a quotation stored twice; a webhook taken twice is at-least-once, shown only.
const lost = report.missing + report.savedChecks.missing + report.webhooks.missing;
process.exitCode = lost === 0 && report.duplicated === 0 && report.savedChecks.duplicated === 0 ? 0 : 1;
