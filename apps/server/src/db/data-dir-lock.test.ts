import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import { FOREIGN_STALE_MS, type LockOwner } from './lock-owner.ts';

let dataDir: string;
const lockPath = () => join(dataDir, 'server.lock');
const readOwner = async () => JSON.parse(await readFile(lockPath(), 'utf8')) as LockOwner;
const writeOwner = (owner: Partial<LockOwner>) =>
  writeFile(lockPath(), JSON.stringify({ host: hostname(), startedAt: '2026-01-01T00:00:00Z', ...owner }));

/** A real process that has ended: its pid no longer runs. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid as number;
}

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'qc-lock-'));
});
afterEach(async () => rm(dataDir, { recursive: true, force: true }));

describe('the DATA_DIR lock', () => {
  it('records this process and refuses a second holder, naming the directory and the pid', async () => {
    const lock = await lockDataDir(dataDir);
    expect(await readOwner()).toMatchObject({ pid: process.pid, host: hostname() });
    const second = await lockDataDir(dataDir).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(DataDirLockedError);
    expect((second as Error).message).toContain(dataDir);
    expect((second as Error).message).toContain(`pid ${process.pid}`);
    lock.release();
    await expect(readFile(lockPath())).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses while another live process holds it', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      await writeOwner({ pid: other.pid as number });
      await expect(lockDataDir(dataDir)).rejects.toThrow(`pid ${other.pid}`);
      expect((await readOwner()).pid).toBe(other.pid);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a process that died', async () => {
    await writeOwner({ pid: await deadPid() });
    const lock = await lockDataDir(dataDir);
    expect((await readOwner()).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock written before the machine restarted, whatever runs under that pid now', async () => {
    await writeOwner({ pid: process.ppid, bootId: 'a-boot-long-ago' });
    const lock = await lockDataDir(dataDir);
    expect((await readOwner()).pid).toBe(process.pid);
    lock.release();
  });

  it('respects another host’s lock while its heartbeat is fresh, and takes it over once it has stopped', async () => {
    await writeOwner({ host: 'another-host', pid: 1 });
    await expect(lockDataDir(dataDir)).rejects.toThrow('pid 1 on another-host');
    const silentSince = new Date(Date.now() - FOREIGN_STALE_MS - 1000);
    await utimes(lockPath(), silentSince, silentSince);
    const lock = await lockDataDir(dataDir);
    expect(await readOwner()).toMatchObject({ host: hostname(), pid: process.pid });
    lock.release();
  });

  it('lets exactly one of several simultaneous takeovers of a stale lock win', async () => {
    await writeOwner({ pid: await deadPid() });
    const attempts = await Promise.allSettled(Array.from({ length: 5 }, () => lockDataDir(dataDir)));
    const won = attempts.filter((attempt) => attempt.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const attempt of attempts) {
      if (attempt.status === 'rejected') expect(attempt.reason).toBeInstanceOf(DataDirLockedError);
    }
    won[0]?.value.release();
  });

  it('does not remove a lock that is no longer its own when released', async () => {
    const lock = await lockDataDir(dataDir);
    await writeOwner({ pid: 4_000_000 });
    lock.release();
    expect((await readOwner()).pid).toBe(4_000_000);
  });
});
