import { execFileSync, spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pidIsAlive, readPostmasterPid } from '../src/db/embedded-postgres/postmaster-pid.ts';
import { ROOT_RUNS_POSTGRES_AS } from '../src/db/embedded-postgres/run-as-user.ts';
import type { Db } from '../src/db/db.ts';
import { openDb } from '../src/db/open-db.ts';
import { startHolder, type HolderProcess } from './helpers/embedded-holder-process.ts';

/**
 * The embedded PostgreSQL's life (issue 37 item 2), on real processes: a holder process opens
 * DATA_DIR exactly as the server does. Each step may make or start a cluster on a loaded machine.
 */
const STEP_MS = 120_000;
const asRoot = process.getuid?.() === 0;
let messages: string[] = [];
const say = (message: string) => void messages.push(message);
const open = (dataDir: string, besideRunningServer = false) =>
  openDb({ databaseUrl: undefined, dataDir }, { say, besideRunningServer });

async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it(
  'as root, lets its PostgreSQL user through a 0700 folder above DATA_DIR (search only, its group alone), saying so',
  async () => {
    const parent = await mkdtemp(join(tmpdir(), 'qc-embedded-private-'));
    const dataDir = join(parent, 'data');
    messages = [];
    try {
      expect((await stat(parent)).mode & 0o777).toBe(0o700);
      const db = await open(dataDir);
      expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
      await db.close();
      if (asRoot) {
        const opened = await stat(parent);
        expect({ mode: opened.mode & 0o777, uid: opened.uid, gid: opened.gid }).toEqual({
          mode: 0o710,
          uid: 0,
          gid: Number(execFileSync('id', ['-g', ROOT_RUNS_POSTGRES_AS], { encoding: 'utf8' })),
        });
        expect(messages.join('\n')).toContain(
          `who must pass through ${parent} to reach DATA_DIR: that folder now has '${ROOT_RUNS_POSTGRES_AS}'s group`,
        );
      } else {
        // The server's own user owns the folders above: nothing stands in its way, and nothing changes.
        expect((await stat(parent)).mode & 0o777).toBe(0o700);
      }
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  },
  STEP_MS,
);

it.skipIf(!asRoot)(
  'as root, refuses a folder it could open only by taking access from its group, saying what to do, before changing anything',
  async () => {
    const parent = await mkdtemp(join(tmpdir(), 'qc-embedded-grouped-'));
    const dataDir = join(parent, 'data');
    try {
      await chmod(parent, 0o750);
      await expect(open(dataDir)).rejects.toThrow(
        `who cannot reach DATA_DIR ${dataDir} (${parent} is 0750, and opening it would take access from its group). Set DATA_DIR to a directory it can pass through`,
      );
      expect((await stat(parent)).mode & 0o777).toBe(0o750);
      await expect(stat(join(dataDir, 'postgres'))).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  },
  STEP_MS,
);

describe('the embedded PostgreSQL follows the life of the process that holds DATA_DIR', { timeout: STEP_MS }, () => {
  let dataDir: string;
  const cluster = () => join(dataDir, 'postgres');
  let holder: HolderProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'qc-embedded-'));
  });
  afterAll(async () => {
    holder?.child.kill('SIGKILL');
    const left = await readPostmasterPid(cluster());
    if (left && pidIsAlive(left.pid)) process.kill(left.pid, 'SIGQUIT');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('makes a private cluster on first open, says what a root start does, and stops it cleanly on close', async () => {
    messages = [];
    const db = await open(dataDir);
    await db.query('create table kept (note text)');
    await db.query(`insert into kept values ('before any crash')`);
    const running = await readPostmasterPid(cluster());
    expect(running && pidIsAlive(running.pid)).toBe(true);
    expect((await stat(cluster())).mode & 0o777).toBe(0o700);
    expect((await stat(`${cluster()}.password`)).mode & 0o777).toBe(0o600);
    if (asRoot) {
      // Never a silent side effect: the start names the user and what it changed.
      expect(messages.join('\n')).toContain(`runs as the unprivileged user '${ROOT_RUNS_POSTGRES_AS}'`);
      expect((await stat(cluster())).uid).not.toBe(0);
      expect((await stat(dataDir)).mode & 0o777).toBe(0o710);
    } else {
      expect(messages).toEqual([]);
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    }
    await db.close();
    expect(pidIsAlive(running!.pid)).toBe(false);
    // A clean stop leaves no postmaster.pid: the next start has nothing to check.
    expect(await readPostmasterPid(cluster())).toBeUndefined();
  });

  it('refuses a connection without its password: the port is loopback, not open to every local account', async () => {
    const db = await open(dataDir);
    try {
      const port = (await readPostmasterPid(cluster()))!.port;
      const { default: pg } = await import('pg');
      const stranger = new pg.Client({ connectionString: `postgres://quickcheck@127.0.0.1:${port}/postgres` });
      stranger.on('error', () => {});
      await expect(stranger.connect()).rejects.toThrow(/password/);
    } finally {
      await db.close();
    }
  });

  it('refuses a second holder of a DATA_DIR a live process holds, naming it; a second client connects beside it', async () => {
    holder = await startHolder(dataDir);
    await expect(open(dataDir)).rejects.toThrow(
      new RegExp(`DATA_DIR .* is in use by another QuickCheck server \\(pid ${holder.child.pid}`),
    );
    const client = await open(dataDir, true);
    try {
      const { rows } = await client.query<{ note: string }>('select note from kept');
      expect(rows).toEqual([{ note: 'before any crash' }]);
    } finally {
      await client.close();
    }
    // The second client's close leaves the holder's PostgreSQL running.
    const running = await readPostmasterPid(cluster());
    expect(running && pidIsAlive(running.pid)).toBe(true);
  });

  it('after a kill -9 of the holder, the next start finds its postmaster (pid, port, directory), stops it and starts', async () => {
    const orphan = (await readPostmasterPid(cluster()))!;
    holder!.child.kill('SIGKILL');
    await holder!.exited;
    holder = undefined;
    // Node died; PostgreSQL did not.
    expect(pidIsAlive(orphan.pid)).toBe(true);
    messages = [];
    const started = Date.now();
    const db = await open(dataDir);
    try {
      console.info(`start after kill -9 of the holder: ${Date.now() - started} ms`);
      expect(messages.join('\n')).toContain(`PostgreSQL (pid ${orphan.pid}, port ${orphan.port}) was still running`);
      expect(pidIsAlive(orphan.pid)).toBe(false);
      expect((await db.query('select note from kept')).rows).toEqual([{ note: 'before any crash' }]);
    } finally {
      await db.close();
    }
  });

  it('removes a postmaster.pid whose pid another program now has (pids are reused), and starts', async () => {
    const other = spawn('sleep', ['60']);
    try {
      const real = await readFile(join(cluster(), 'PG_VERSION'), 'utf8');
      expect(real.trim()).toBe('16');
      await writeFile(
        join(cluster(), 'postmaster.pid'),
        `${other.pid}\n${cluster()}\n1700000000\n5432\n\n127.0.0.1\n  1 1\nready   \n`,
      );
      messages = [];
      const db = await open(dataDir);
      await db.close();
      expect(messages.join('\n')).toContain(`names pid ${other.pid}, which is no longer PostgreSQL`);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('after a kill -9 of the postmaster itself, waits for its crash recovery and serves again, nothing lost', async () => {
    messages = [];
    const db: Db = await open(dataDir);
    try {
      await db.query(`insert into kept values ('acknowledged before the postmaster died')`);
      const first = (await readPostmasterPid(cluster()))!;
      process.kill(first.pid, 'SIGKILL');
      await waitFor(async () => messages.find((message) => message.startsWith('PostgreSQL is back on port')));
      expect(messages.join('\n')).toContain('PostgreSQL stopped unexpectedly (SIGKILL): starting it again');
      // The pool's connections died with it: the next queries reconnect to the new postmaster.
      const rows = await waitFor(async () => (await db.query<{ note: string }>('select note from kept')).rows);
      expect(rows.map((row) => row.note)).toEqual(['before any crash', 'acknowledged before the postmaster died']);
      const second = (await readPostmasterPid(cluster()))!;
      expect(second.pid).not.toBe(first.pid);
      expect(second.port).toBe(first.port);
    } finally {
      await db.close();
    }
  });
});
