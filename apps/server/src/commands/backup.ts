import { copyFile, readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { KEYS_FILE } from '../config/keys.ts';
import { serverEnvironmentOrExit } from '../config/server-environment.ts';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';
import { takeBaseBackup } from '../db/embedded-postgres/base-backup.ts';
import {
  runningEmbeddedPostgresUrl,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../db/embedded-postgres/embedded-postgres.ts';
import { EMBEDDED_CLUSTER } from '../db/open-db.ts';
import { PRIVATE_UMASK } from '../db/private-data-dir.ts';

const USAGE = 'Usage: npm run backup -- <folder>   (a new or empty folder: it becomes a DATA_DIR to restore from)';

class BackupRefused extends Error {}

/** Beside the cluster in DATA_DIR: its superuser's password, and the keys when they were generated there. */
const passwordFile = `${EMBEDDED_CLUSTER}.password`;

async function copyIfPresent(from: string, to: string): Promise<void> {
  if (await stat(from).catch(() => undefined)) await copyFile(from, to);
}

/**
 * `npm run backup -- <folder>`: a consistent copy of the embedded database while the server runs
 * (decision 090), written as a DATA_DIR: `<folder>/postgres` (the cluster, with backup_label and the
 * WAL its start replays), its password and the generated keys. With no server on DATA_DIR the
 * command starts PostgreSQL itself for the copy. A shared PostgreSQL (DATABASE_URL) is backed up
 * with pg_dump instead (README, Backup and restore).
 */
async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [folder] = positionals;
  if (!folder || positionals.length > 1) {
    console.error(USAGE);
    process.exit(2);
  }
  process.umask(PRIVATE_UMASK);
  const config = serverEnvironmentOrExit(process.env, { sharedKeysNeeded: false });
  if (config.databaseUrl)
    throw new BackupRefused('DATABASE_URL is set: back that PostgreSQL up with pg_dump (README, Backup and restore)');
  const destination = resolve(folder);
  const present = await readdir(destination).catch(() => []);
  if (present.length > 0) throw new BackupRefused(`${destination} is not empty: give a new or empty folder`);

  const cluster = join(config.dataDir, EMBEDDED_CLUSTER);
  let lock;
  try {
    lock = await lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
  }
  let postgres: EmbeddedPostgres | undefined;
  try {
    if (lock && !(await stat(join(cluster, 'PG_VERSION')).catch(() => undefined)))
      throw new BackupRefused(`${cluster} holds no database yet: nothing to back up`);
    const say = (message: string) => void process.stderr.write(`${message}\n`);
    if (lock) postgres = await startEmbeddedPostgres({ cluster, say });
    const url = postgres?.url ?? (await runningEmbeddedPostgresUrl(cluster));
    const { startLsn, stopLsn } = await takeBaseBackup(url, cluster, join(destination, EMBEDDED_CLUSTER));
    await copyIfPresent(join(config.dataDir, passwordFile), join(destination, passwordFile));
    await copyIfPresent(join(config.dataDir, KEYS_FILE), join(destination, KEYS_FILE));
    console.log(
      `Backed up ${cluster} to ${join(destination, EMBEDDED_CLUSTER)} (WAL ${startLsn} to ${stopLsn}). ` +
        `To restore: stop the server, then start it with DATA_DIR=${destination} (or put that folder's contents in place of DATA_DIR's).`,
    );
  } finally {
    await postgres?.stop();
    lock?.release();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof BackupRefused
      ? error.message
      : `The backup failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
