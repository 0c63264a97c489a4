import { join } from 'node:path';
import type { ServerConfig } from '../config/env.ts';
import { lockDataDir } from './data-dir-lock.ts';
import type { Db } from './db.ts';
import { createPgDb } from './pg-db.ts';
import { createPgliteDb } from './pglite-db.ts';
import { makeDataDirPrivate } from './private-data-dir.ts';

/**
 * DATABASE_URL → a shared PostgreSQL; unset → the embedded PGlite under DATA_DIR/pglite,
 * locked to this process until close (a second process on the same DATA_DIR is refused) and
 * readable by the server's own user only.
 */
export async function openDb(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  if (config.databaseUrl) {
    const db = createPgDb(config.databaseUrl);
    // Fail at start, not on the first request, when the database cannot be reached.
    await db.query('select 1');
    return db;
  }
  await makeDataDirPrivate(config.dataDir);
  const lock = await lockDataDir(config.dataDir);
  let db: Db;
  try {
    db = await createPgliteDb(join(config.dataDir, 'pglite'));
    // A new database is unpacked with the modes in PGlite's archive (0666), whatever the umask.
    await makeDataDirPrivate(config.dataDir);
  } catch (error) {
    lock.release();
    throw error;
  }
  return { ...db, close: () => db.close().finally(() => lock.release()) };
}
