import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { chmod, chown, mkdir, open, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT_DATA_DIR_MODE } from '../private-data-dir.ts';
import { postgresBinaries } from './postgres-binaries.ts';
import { pidIsAlive, postmasterState } from './postmaster-pid.ts';
import { openPassage, postgresRunAsUser, runAsNotice, type RunAsUser } from './run-as-user.ts';

/** The cluster's superuser: the server's database role on the embedded default (development has one role). */
const SUPERUSER = 'quickcheck';
const DATABASE = 'postgres';
/** Sized for a small machine (issue 37: 1 GB); a server's pool takes at most 10 connections. */
export const SMALL_MACHINE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  max_connections: '20',
  max_wal_size: '256MB',
  min_wal_size: '32MB',
  huge_pages: 'off',
};
/**
 * Fixed whatever the caller asks: loopback only, no Unix socket (a path under DATA_DIR may pass the
 * socket's 107-byte limit), production's time zone, and a log that carries no values: errors only,
 * terse (no DETAIL, which echoes a row's values), never the statement.
 */
const FIXED_SETTINGS: Readonly<Record<string, string>> = {
  listen_addresses: '127.0.0.1',
  unix_socket_directories: '',
  timezone: 'UTC',
  log_min_messages: 'warning',
  log_error_verbosity: 'terse',
  log_min_error_statement: 'panic',
  log_connections: 'off',
  log_disconnections: 'off',
};
const READY_WITHIN_MS = 120_000;
const STOP_WITHIN_MS = 30_000;
const LOG_KEPT_BYTES = 1_000_000;

export interface EmbeddedPostgresOptions {
  /** The cluster's own directory, DATA_DIR/postgres; its parent holds the password and the log. */
  cluster: string;
  /** `password` (scram-sha-256, a generated password kept beside the cluster) unless a test asks for `trust`. */
  auth?: 'password' | 'trust';
  settings?: Record<string, string>;
  /** Faster initdb for throwaway clusters (tests): no fsync of the new files. */
  noSync?: boolean;
  /** Plain sentences for whoever started the server (stderr): a root start, a stale postmaster stopped, a restart. */
  say?: (message: string) => void;
}

export interface EmbeddedPostgres {
  /** The superuser's connection string, on 127.0.0.1. */
  readonly url: string;
  readonly port: number;
  /** Fast shutdown: sessions end, the data is checkpointed, the directory left clean. */
  stop(): Promise<void>;
}

const passwordPath = (cluster: string) => `${cluster}.password`;
const logPath = (cluster: string) => `${cluster}.log`;

function urlOf(port: number, password: string | undefined): string {
  const secret = password === undefined ? '' : `:${encodeURIComponent(password)}`;
  return `postgres://${SUPERUSER}${secret}@127.0.0.1:${port}/${DATABASE}`;
}

async function readPassword(cluster: string): Promise<string | undefined> {
  return (await readFile(passwordPath(cluster), 'utf8').catch(() => undefined))?.trim();
}

/** A port nobody listens on now; PostgreSQL may still lose it to a race, and then start retries. */
async function freeLoopbackPort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs a program to its end, as the run-as user when the server is root; its output is kept for the error. */
async function run(program: string, args: string[], user: RunAsUser | undefined): Promise<void> {
  const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { LC_ALL: 'C' }, ...user });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0) throw new Error(`${program} failed (exit ${code}): ${output.trim()}`);
}

/**
 * A new cluster is made aside and renamed into place: a start killed during initdb leaves only the
 * aside directory, removed by the next start, never a half-made cluster.
 */
async function ensureCluster(options: EmbeddedPostgresOptions, user: RunAsUser | undefined): Promise<void> {
  const { cluster } = options;
  if (await stat(join(cluster, 'PG_VERSION')).catch(() => undefined)) return;
  const { initdb } = await postgresBinaries();
  const making = `${cluster}.initdb`;
  const pwfile = `${cluster}.pwfile`;
  await rm(making, { recursive: true, force: true });
  // Made here, so that the run-as user need not write in DATA_DIR: initdb takes an empty directory.
  await mkdir(making, { mode: 0o700 });
  if (user) await chown(making, user.uid, user.gid);
  const password = randomBytes(24).toString('base64url');
  await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  if (user) await chown(pwfile, user.uid, user.gid);
  try {
    const auth = options.auth === 'trust' ? 'trust' : 'scram-sha-256';
    await run(
      initdb,
      [
        `--pgdata=${making}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${pwfile}`,
        `--auth=${auth}`,
        '--encoding=UTF8',
        '--locale=C',
        ...(options.noSync ? ['--no-sync'] : []),
      ],
      user,
    );
  } finally {
    await unlink(pwfile).catch(() => undefined);
  }
  await writeFile(passwordPath(cluster), `${password}\n`, { mode: 0o600 });
  await rm(cluster, { recursive: true, force: true });
  await rename(making, cluster);
}

/**
 * Before a start, the directory must be free. A postmaster a killed server left behind (kill -9 of
 * Node: PostgreSQL lives on) is stopped; one still starting or recovering is waited for first; a
 * postmaster.pid whose PID another program now has is removed (PostgreSQL would refuse it).
 */
async function freeTheCluster(cluster: string, say: (message: string) => void): Promise<void> {
  const password = await readPassword(cluster);
  const deadline = Date.now() + READY_WITHIN_MS;
  let waitingSaid = false;
  for (;;) {
    const state = await postmasterState(cluster, (port) => urlOf(port, password));
    if (state.kind === 'none') return;
    if (state.kind === 'stale') {
      say(`${cluster}/postmaster.pid names pid ${state.pid}, which is no longer PostgreSQL: removing the stale file`);
      await unlink(join(cluster, 'postmaster.pid')).catch(() => undefined);
      return;
    }
    if (state.kind === 'running') {
      say(
        `PostgreSQL (pid ${state.pid}, port ${state.port}) was still running on ${cluster}, left by a server that ended without stopping it: stopping it`,
      );
      await stopPid(state.pid);
      return;
    }
    if (Date.now() > deadline)
      throw new Error(
        `PostgreSQL (pid ${state.pid}) holds ${cluster} but has not answered for ${READY_WITHIN_MS / 1000} s: stop that process, then start again`,
      );
    if (!waitingSaid) say(`PostgreSQL (pid ${state.pid}) on ${cluster} is ${state.status ?? 'busy'}: waiting for it`);
    waitingSaid = true;
    await sleep(250);
  }
}

/** SIGINT is PostgreSQL's fast shutdown; SIGQUIT, its immediate one, only if that does not end in time. */
async function stopPid(pid: number): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(pid, name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGINT');
  const deadline = Date.now() + STOP_WITHIN_MS;
  while (pidIsAlive(pid)) {
    if (Date.now() > deadline) signal('SIGQUIT');
    await sleep(50);
  }
}

function settingArgs(options: EmbeddedPostgresOptions, port: number): string[] {
  const settings = { ...SMALL_MACHINE_SETTINGS, ...options.settings, ...FIXED_SETTINGS, port: String(port) };
  return Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}

/** Tail of PostgreSQL's log, for an error that says why it did not start. */
async function logTail(cluster: string): Promise<string> {
  const text = await readFile(logPath(cluster), 'utf8').catch(() => '');
  return text.split('\n').filter(Boolean).slice(-8).join('\n');
}

/** The log is appended by every start; one that grew past LOG_KEPT_BYTES starts again empty. */
async function openLog(cluster: string) {
  const size = (await stat(logPath(cluster)).catch(() => undefined))?.size ?? 0;
  return open(logPath(cluster), size > LOG_KEPT_BYTES ? 'w' : 'a', 0o600);
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Spawns the postmaster and waits until it accepts connections (crash recovery included). Its own
 * process group: a Ctrl-C in the terminal reaches the server alone, which drains, then stops it.
 */
async function spawnPostmaster(
  options: EmbeddedPostgresOptions,
  user: RunAsUser | undefined,
  port: number,
  url: string,
): Promise<ChildProcess> {
  const { postgres } = await postgresBinaries();
  const log = await openLog(options.cluster);
  const child = spawn(postgres, ['-D', options.cluster, ...settingArgs(options, port)], {
    stdio: ['ignore', log.fd, log.fd],
    detached: true,
    env: { LC_ALL: 'C' },
    ...user,
  });
  await log.close();
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + READY_WITHIN_MS;
  while (!(await answers(url))) {
    if (exited) throw new Error(`PostgreSQL did not start on ${options.cluster}:\n${await logTail(options.cluster)}`);
    if (Date.now() > deadline) {
      child.kill('SIGQUIT');
      throw new Error(`PostgreSQL did not accept connections within ${READY_WITHIN_MS / 1000} s on ${options.cluster}`);
    }
    await sleep(50);
  }
  return child;
}

/** The run-as user may reach its cluster: DATA_DIR keeps root as owner and lets the user's group through. */
async function handOver(cluster: string, user: RunAsUser, say: (message: string) => void): Promise<void> {
  await chown(dirname(cluster), 0, user.gid);
  await chmod(dirname(cluster), ROOT_DATA_DIR_MODE);
  // A cluster copied or restored by root (a backup, a template) is given back to the user it runs as.
  const owner = (await stat(cluster).catch(() => undefined))?.uid;
  if (owner !== undefined && owner !== user.uid) {
    say(`${cluster} is owned by uid ${owner}: giving it to '${user.name}', which PostgreSQL runs as`);
    await run('chown', ['-R', `${user.uid}:${user.gid}`, cluster], undefined);
  }
}

/**
 * Starts (making it first, if new) the PostgreSQL of `cluster` and keeps it running while the
 * server runs: an unexpected exit (kill -9 of the postmaster) is followed by a new start, whose
 * crash recovery is waited for; queries fail meanwhile (readiness answers 503).
 * The caller holds DATA_DIR's lock: any postmaster found on the directory was left by a dead owner.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const say = options.say ?? (() => undefined);
  const user = postgresRunAsUser();
  if (user) {
    const destinations = [
      { path: dirname(options.cluster), what: 'DATA_DIR' },
      { path: dirname((await postgresBinaries()).postgres), what: "PostgreSQL's programs" },
    ];
    for (const change of await openPassage(destinations, user)) say(change);
    // Said whenever it changes something: the first start, or a DATA_DIR made or restored since.
    const handedOver = (await stat(dirname(options.cluster))).gid === user.gid;
    const made = await stat(join(options.cluster, 'PG_VERSION')).catch(() => undefined);
    if (!handedOver || !made) say(runAsNotice(user, dirname(options.cluster), options.cluster));
    await handOver(options.cluster, user, say);
  }
  await ensureCluster(options, user);
  await freeTheCluster(options.cluster, say);
  const password = options.auth === 'trust' ? undefined : await readPassword(options.cluster);
  const port = await freeLoopbackPort();
  const url = urlOf(port, password);
  let child = await spawnPostmaster(options, user, port, url);
  let stopping = false;
  // A forced exit of the server (no close) still asks PostgreSQL to stop; a kill -9 cannot, and the next start stops it.
  const onExit = () => child.kill('SIGINT');
  process.once('exit', onExit);

  const superviseFrom = (current: ChildProcess) => {
    current.once('exit', (code, signal) => {
      if (stopping) return;
      say(`PostgreSQL stopped unexpectedly (${signal ?? `exit ${code}`}): starting it again, with crash recovery`);
      void restart();
    });
  };
  const restart = async () => {
    for (let attempt = 0; !stopping; attempt++) {
      try {
        // Its backends leave once they see the postmaster gone; until then a new start is refused.
        child = await spawnPostmaster(options, user, port, url);
        superviseFrom(child);
        say(`PostgreSQL is back on port ${port}`);
        return;
      } catch {
        await sleep(Math.min(2000, 200 * (attempt + 1)));
      }
    }
  };
  superviseFrom(child);

  return {
    url,
    port,
    async stop() {
      if (stopping) return;
      stopping = true;
      process.removeListener('exit', onExit);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGINT');
        const timer = setTimeout(() => child.kill('SIGQUIT'), STOP_WITHIN_MS);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

/**
 * A second client of a running server's database (`npm run ops:user`, `partner:key` while
 * `npm start` runs): the connection string of the postmaster on `cluster`, checked to be this
 * directory's and answering.
 */
export async function runningEmbeddedPostgresUrl(cluster: string): Promise<string> {
  const password = await readPassword(cluster);
  const state = await postmasterState(cluster, (port) => urlOf(port, password));
  if (state.kind !== 'running')
    throw new Error(
      `The QuickCheck server holding ${dirname(cluster)} has no PostgreSQL answering on ${cluster} (${state.kind}): wait for it to start, or stop it`,
    );
  return urlOf(state.port, password);
}
