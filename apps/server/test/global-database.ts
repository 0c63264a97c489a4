// vitest globalSetup of the server project: one PostgreSQL for the whole run. TEST_DATABASE_URL
// when given (CI points it at the machine's PostgreSQL); else an embedded PostgreSQL started here,
// once, and its URL put in TEST_DATABASE_URL, which the workers inherit. Each test file then makes
// its own schema or database on it (helpers/databases.ts, helpers/postgres-database.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres/embedded-postgres.ts';

/**
 * Throwaway data: no fsync. Trust on loopback, because the tests make roles without passwords as
 * production does (helpers/postgres-database.ts); the cluster lives for one run in a private folder.
 * Two workers, each file's pool of 10, and the multi-process suites' servers: 200 connections.
 */
const TEST_SETTINGS = {
  max_connections: '200',
  shared_buffers: '64MB',
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
};

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const root = await mkdtemp(join(tmpdir(), 'qc-test-postgres-'));
  const postgres = await startEmbeddedPostgres({
    cluster: join(root, 'postgres'),
    auth: 'trust',
    noSync: true,
    settings: TEST_SETTINGS,
  });
  process.env.TEST_DATABASE_URL = postgres.url;
  return async () => {
    await postgres.stop();
    await rm(root, { recursive: true, force: true });
  };
}
