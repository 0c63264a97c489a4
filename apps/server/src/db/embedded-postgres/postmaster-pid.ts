import { readFile, readlink, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';

/** The first lines of PostgreSQL's `postmaster.pid`: who runs on a data directory, and where it listens. */
export interface PostmasterPid {
  pid: number;
  dataDirectory: string;
  port: number;
  /** `starting`, `ready` or `stopping` (PostgreSQL 10+), when written. */
  status: string | undefined;
}

export async function readPostmasterPid(cluster: string): Promise<PostmasterPid | undefined> {
  const text = await readFile(join(cluster, 'postmaster.pid'), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return { pid, dataDirectory: lines[1] ?? '', port, status: lines[7]?.trim() || undefined };
}

export function pidIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether a live pid is a postmaster of this data directory: a postmaster's working directory is its
 * data directory. Undefined where the system cannot say (no /proc: macOS), and then the port decides.
 */
async function pidWorksIn(pid: number, cluster: string): Promise<boolean | undefined> {
  const cwd = await readlink(`/proc/${pid}/cwd`).catch((error: NodeJS.ErrnoException) =>
    error.code === 'ENOENT' && process.platform !== 'linux' ? undefined : null,
  );
  if (cwd === undefined) return undefined;
  if (cwd === null) return false;
  return cwd === (await realpath(cluster));
}

/** The data directory of the PostgreSQL answering on the port, or undefined when none answers there. */
async function dataDirectoryOnPort(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    const { rows } = await client.query<{ data_directory: string }>('show data_directory');
    return rows[0]?.data_directory;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export type PostmasterState =
  /** No postmaster.pid, or its pid no longer runs: PostgreSQL itself starts over it. */
  | { kind: 'none' }
  /** Its pid now belongs to another program (pids are reused): the file is stale and must go. */
  | { kind: 'stale'; pid: number }
  /** A postmaster of this directory, answering on its port with this data directory. */
  | { kind: 'running'; pid: number; port: number }
  /** A postmaster of this directory that does not answer yet: starting, in crash recovery or stopping. */
  | { kind: 'busy'; pid: number; status: string | undefined };

/**
 * Who holds a data directory, checked three ways (the PID runs, it works in this directory, and
 * the port in the file answers with this data directory), because a PID alone may be reused.
 * `urlFor(port)` is how to connect as the cluster's owner.
 */
export async function postmasterState(cluster: string, urlFor: (port: number) => string): Promise<PostmasterState> {
  const file = await readPostmasterPid(cluster);
  if (!file || !pidIsAlive(file.pid)) return { kind: 'none' };
  const worksHere = await pidWorksIn(file.pid, cluster);
  if (worksHere === false) return { kind: 'stale', pid: file.pid };
  const answering = Number.isInteger(file.port) ? await dataDirectoryOnPort(urlFor(file.port)) : undefined;
  const here = await realpath(cluster);
  if (answering !== undefined && (await realpath(answering).catch(() => answering)) === here)
    return { kind: 'running', pid: file.pid, port: file.port };
  return { kind: 'busy', pid: file.pid, status: file.status };
}
