import { freePort } from '../helpers/free-port.ts';
import { embeddedRestoreCheck, postgresRestoreCheck } from './restore-check.ts';

/**
 * `npm run restore-check`: the README's backup and restore, tried on the database the tests would
 * use: TEST_DATABASE_URL (or DATABASE_URL) → that PostgreSQL (pg_dump, pg_restore); neither → the
 * embedded PostgreSQL (`npm run backup` while the server runs, a server on the copy).
 */
const databaseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const port = process.env.RESTORE_CHECK_PORT ? Number(process.env.RESTORE_CHECK_PORT) : await freePort();
const report = databaseUrl ? await postgresRestoreCheck(databaseUrl, port) : await embeddedRestoreCheck(port);
const same = JSON.stringify(report.before) === JSON.stringify(report.after);
const resumed = report.resumedAfterRestore?.owned === true && report.resumedAfterRestore.linkAfterwards === 410;
console.log(JSON.stringify({ ...report, same, resumed }, null, 2));
process.exitCode = same && resumed ? 0 : 1;
