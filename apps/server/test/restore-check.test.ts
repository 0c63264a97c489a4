import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createPgDb } from '../src/db/pg-db.ts';
import { freePort } from './helpers/free-port.ts';
import { embeddedRestoreCheck, postgresRestoreCheck, type RestoreCheckReport } from './restore/restore-check.ts';
import { testDatabaseUrl } from './helpers/databases.ts';

/**
 * Why the machine's pg_dump cannot take this server's backup, if it cannot: the PostgreSQL restore
 * is tried with PostgreSQL's own client tools, and pg_dump refuses a server of a newer major
 * version than its own.
 */
async function whyNoClientTools(url: string): Promise<string | undefined> {
  let clientMajor: number;
  try {
    const version = execFileSync('pg_dump', ['--version'], { encoding: 'utf8' });
    clientMajor = Number(/(\d+)\.\d+/.exec(version)?.[1]);
  } catch {
    return 'no pg_dump on PATH';
  }
  const db = createPgDb(url, { max: 1 });
  try {
    const { rows } = await db.query<{ v: string }>("select current_setting('server_version_num') as v");
    const serverMajor = Math.floor(Number(rows[0]?.v) / 10_000);
    return clientMajor >= serverMajor ? undefined : `pg_dump ${clientMajor} cannot dump PostgreSQL ${serverMajor}`;
  } finally {
    await db.close();
  }
}

function expectSameAcrossRestore({ before, after, savedWhileBackingUp, resumedAfterRestore }: RestoreCheckReport) {
  expect(savedWhileBackingUp).toBeGreaterThan(0);
  expect(before.agreements).toHaveLength(3);
  expect(before.agreements.every((page) => 'reference' in (page as object))).toBe(true);
  expect(before.savedCheck).toEqual({ status: 200, heading: 'Continue your check' });
  expect(before.funnel).toContain('Checks submitted,3,');
  expect(before.funnel).toContain('Agreement accepted,1,');
  expect(after).toEqual(before);
  // The link still works on the copy: pressed, the check is this browser's, and the link is used.
  expect(resumedAfterRestore).toEqual({ owned: true, linkAfterwards: 410 });
}

const unusable = await whyNoClientTools(testDatabaseUrl());
if (unusable)
  console.warn(`The PostgreSQL restore check needs PostgreSQL's client tools: ${unusable}; not tried here.`);

/**
 * `npm run restore-check`, both ways: on the run's PostgreSQL (TEST_DATABASE_URL) with its client
 * tools, and on an embedded database of its own (a DATA_DIR per server), whatever the run's database.
 */
describe('a backup restored into a fresh database', () => {
  it.skipIf(unusable)(
    "PostgreSQL (pg_dump, pg_restore): every offer's agreement link, the saved-check link and the console's funnel as before",
    async () => expectSameAcrossRestore(await postgresRestoreCheck(testDatabaseUrl(), await freePort())),
    300_000,
  );

  it(
    "the embedded database (npm run backup while it serves): every offer's agreement link, the saved-check link and the console's funnel as before",
    async () => expectSameAcrossRestore(await embeddedRestoreCheck(await freePort())),
    300_000,
  );
});
