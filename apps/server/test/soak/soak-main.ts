import { loadavg } from 'node:os';
import { freePort } from '../helpers/free-port.ts';
import { runSoak, soakTable, type SoakDatabase } from './soak-run.ts';

/**
 * `npm run soak`: SOAK_MINUTES long (default 60). SOAK_DATABASE=embedded runs `npm start`'s shape
 * (one process on the embedded PostgreSQL); otherwise two processes on TEST_DATABASE_URL.
 */
const database: SoakDatabase =
  process.env.SOAK_DATABASE === 'embedded'
    ? { kind: 'embedded' }
    : { kind: 'postgres', url: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' };
const minutes = Number(process.env.SOAK_MINUTES ?? 60);
const firstPort = Number(process.env.SOAK_PORT ?? 0);
const report = await runSoak({
  database,
  durationMs: minutes * 60_000,
  visitors: Number(process.env.SOAK_VISITORS ?? 4),
  ports: firstPort ? [firstPort, firstPort + 1] : [await freePort(), await freePort()],
  progress: (line) => console.error(line),
});
console.log(soakTable(report, loadavg()));
// A lost quotation, saved check or webhook, or a quotation stored twice; a webhook taken twice is at-least-once, shown only.
const lost = report.missing + report.savedChecks.missing + report.webhooks.missing;
process.exitCode = lost === 0 && report.duplicated === 0 && report.savedChecks.duplicated === 0 ? 0 : 1;
