import { freePort } from '../helpers/free-port.ts';
import { restoreCheck } from './restore-check.ts';

/** `npm run restore-check`: the README's PostgreSQL backup and restore, tried on TEST_DATABASE_URL. */
const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const { before, after } = await restoreCheck(
  databaseUrl,
  process.env.RESTORE_CHECK_PORT ? Number(process.env.RESTORE_CHECK_PORT) : await freePort(),
);
const same = JSON.stringify(before) === JSON.stringify(after);
console.log(JSON.stringify({ before, after, same }, null, 2));
process.exitCode = same ? 0 : 1;
