import { randomBytes } from 'node:crypto';
import { chmod, copyFile, mkdir, open, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Left out of the copy, as PostgreSQL's documentation says ("Making a Base Backup Using the Low
 * Level API"): the running postmaster's own files, and directories whose contents a start makes
 * again (the directories themselves are kept). pg_wal's segments are copied after the backup stops.
 */
const SKIPPED_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map']);
const EMPTIED_DIRECTORIES = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
/** A WAL segment's name: timeline, then log and segment, 8 hex digits each. */
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

const isGone = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Copies one file and flushes it to disk: a backup must survive the machine's crash right after. */
async function copyDurably(from: string, to: string, mode: number): Promise<void> {
  await copyFile(from, to);
  await chmod(to, mode & 0o777);
  const handle = await open(to, 'r');
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

/**
 * Copies the cluster's files while it runs. Files may change under the copy (WAL replay mends
 * them from the backup's start on) or disappear (a dropped table, a temporary file): a file gone
 * is left out.
 */
async function copyDirectory(from: string, to: string, top: boolean): Promise<void> {
  const entries = await readdir(from, { withFileTypes: true }).catch((error: unknown) => {
    if (isGone(error)) return [];
    throw error;
  });
  for (const entry of entries) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.name.startsWith('pgsql_tmp') || (top && SKIPPED_FILES.has(entry.name))) continue;
    const status = await stat(source).catch((error: unknown) => {
      if (isGone(error)) return undefined;
      throw error;
    });
    if (!status) continue;
    if (status.isDirectory()) {
      await mkdir(target, { mode: status.mode & 0o777 });
      if (!(top && EMPTIED_DIRECTORIES.has(entry.name))) await copyDirectory(source, target, false);
    } else if (status.isFile()) {
      await copyDurably(source, target, status.mode).catch((error: unknown) => {
        if (!isGone(error)) throw error;
      });
    }
  }
}

export interface BaseBackup {
  /** Where the WAL replay of a restore starts and where it must reach for the copy to be consistent. */
  startLsn: string;
  stopLsn: string;
}

/**
 * A consistent copy of a running cluster at `cluster` into the new, empty directory `destination`,
 * with PostgreSQL's non-exclusive low-level backup API on one connection (superuser `url`):
 * pg_backup_start, the files copied, pg_backup_stop, its label written as backup_label, then the
 * WAL from the start to the stop. A temporary replication slot, taken first, keeps that WAL from
 * being recycled by a checkpoint during the copy (there is no WAL archive); it ends with the session.
 * Started on the copy, PostgreSQL replays that WAL and opens a database as it was at the stop.
 */
export async function takeBaseBackup(url: string, cluster: string, destination: string): Promise<BaseBackup> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const slot = `quickcheck_backup_${randomBytes(6).toString('hex')}`;
    await client.query('select pg_create_physical_replication_slot($1, true, true)', [slot]);
    const label = `quickcheck backup ${new Date().toISOString()}`;
    const started = await client.query<{ lsn: string; wal: string }>(
      'select lsn::text as lsn, pg_walfile_name(lsn) as wal from pg_backup_start($1, true) as lsn',
      [label],
    );
    const start = started.rows[0]!;
    await mkdir(destination, { mode: 0o700, recursive: true });
    await chmod(destination, 0o700);
    await copyDirectory(cluster, destination, true);
    const stopped = await client.query<{ lsn: string; wal: string; labelfile: string; spcmapfile: string }>(
      'select lsn::text as lsn, pg_walfile_name(lsn) as wal, labelfile, spcmapfile from pg_backup_stop(false)',
    );
    const stop = stopped.rows[0]!;
    await writeFile(join(destination, 'backup_label'), stop.labelfile, { mode: 0o600 });
    if (stop.spcmapfile) await writeFile(join(destination, 'tablespace_map'), stop.spcmapfile, { mode: 0o600 });
    for (const name of await readdir(join(cluster, 'pg_wal'))) {
      const needed = WAL_SEGMENT.test(name) ? name >= start.wal && name <= stop.wal : name.endsWith('.history');
      if (needed) await copyDurably(join(cluster, 'pg_wal', name), join(destination, 'pg_wal', name), 0o600);
    }
    await client.query('select pg_drop_replication_slot($1)', [slot]);
    return { startLsn: start.lsn, stopLsn: stop.lsn };
  } finally {
    await client.end();
  }
}
