import { join } from 'node:path';
import type { ServerConfig } from '../config/env.server.ts';
import type { Db } from './db.ts';
import { createPgDb } from './pg-db.server.ts';
import { createPgliteDb } from './pglite-db.server.ts';

/** DATABASE_URL → a shared PostgreSQL; unset → the embedded PGlite under DATA_DIR/pglite. */
export async function openDb(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  if (config.databaseUrl) {
    const db = createPgDb(config.databaseUrl);
    // Fail at start, not on the first request, when the database cannot be reached.
    await db.query('select 1');
    return db;
  }
  return createPgliteDb(join(config.dataDir, 'pglite'));
}
