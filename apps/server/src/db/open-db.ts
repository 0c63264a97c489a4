import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerConfig } from '../config/env.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import type { Db } from './db.ts';
import {
  runningEmbeddedPostgresUrl,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from './embedded-postgres/embedded-postgres.ts';
import { createPgDb } from './pg-db.ts';
import { makeDataDirPrivate } from './private-data-dir.ts';

/** The embedded PostgreSQL's cluster under DATA_DIR. */
export const EMBEDDED_CLUSTER = 'postgres';
/** A second client (a command) needs a connection or two, not a server's pool. */
const SECOND_CLIENT_CONNECTIONS = 2;

export interface OpenDbOptions {
  /**
   * A command run beside the server (`ops:user`, `partner:key`): when a live server holds DATA_DIR,
   * connect to its PostgreSQL instead of refusing. Without a server, the command starts it itself.
   */
  besideRunningServer?: boolean;
  /** Plain sentences about the embedded PostgreSQL's life, for whoever started the process. */
  say?: (message: string) => void;
}

const sayOnStderr = (message: string) => void process.stderr.write(`${message}\n`);

/** Decision 030's PGlite directory: its rows are not moved, and a start says so rather than look empty by surprise. */
async function mentionPgliteData(dataDir: string, say: (message: string) => void): Promise<void> {
  if (await stat(join(dataDir, 'pglite')).catch(() => undefined))
    say(
      `${join(dataDir, 'pglite')} holds an earlier embedded database (PGlite), which QuickCheck no longer reads: ` +
        `the embedded database is now PostgreSQL in ${join(dataDir, EMBEDDED_CLUSTER)}. The old directory is left as it was.`,
    );
}

/**
 * DATABASE_URL → a shared PostgreSQL; unset → the embedded PostgreSQL under DATA_DIR/postgres,
 * started by this process and stopped when the database closes. DATA_DIR's lock says which
 * process owns that PostgreSQL (a second server on the same DATA_DIR is refused), and the
 * directory is readable by the server's own user only.
 */
export async function openDb(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>,
  options: OpenDbOptions = {},
): Promise<Db> {
  if (config.databaseUrl) {
    const db = createPgDb(config.databaseUrl);
    // Fail at start, not on the first request, when the database cannot be reached.
    await db.query('select 1');
    return db;
  }
  const say = options.say ?? sayOnStderr;
  const cluster = join(config.dataDir, EMBEDDED_CLUSTER);
  await makeDataDirPrivate(config.dataDir);
  let lock;
  try {
    lock = await lockDataDir(config.dataDir);
  } catch (error) {
    if (!(options.besideRunningServer && error instanceof DataDirLockedError)) throw error;
    const db = createPgDb(await runningEmbeddedPostgresUrl(cluster), { max: SECOND_CLIENT_CONNECTIONS });
    await db.query('select 1');
    return db;
  }
  let postgres: EmbeddedPostgres | undefined;
  try {
    await mentionPgliteData(config.dataDir, say);
    postgres = await startEmbeddedPostgres({ cluster, say });
    const db = createPgDb(postgres.url);
    await db.query('select 1');
    const started = postgres;
    const held = lock;
    return { ...db, close: () => db.close().finally(() => started.stop().finally(() => held.release())) };
  } catch (error) {
    await postgres?.stop();
    lock.release();
    throw error;
  }
}
