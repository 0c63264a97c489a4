import { randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { link, mkdir, readFile, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { HEARTBEAT_MS, lockOwnerOfThisProcess, ownerIsAlive, parseOwner, type LockOwner } from './lock-owner.ts';

/**
 * One server per embedded database: the server holding DATA_DIR owns its PostgreSQL (starts it,
 * stops it, and stops one a dead owner left behind), so a second server on the same DATA_DIR would
 * take the first one's PostgreSQL for a stale one and stop it. The lock is a file holding the owner's
 * pid; the OS says whether that pid still runs, so a crash (kill -9) leaves no real lock.
 * Another host's lock is judged by its heartbeat instead (lock-owner.ts).
 * Why not proper-lockfile: see docs/decisions/007-data-dir-lock.md.
 */
const LOCK_FILE = 'server.lock';
/** A takeover guard older than this was left by a process that died mid-takeover (it lasts milliseconds). */
const GUARD_STALE_MS = 5000;
const RETRY_MS = 50;
const MAX_ATTEMPTS = 100;
/** Lock files this process holds: its own pid in one of them is a live owner, not a stale one. */
const held = new Set<string>();

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another QuickCheck server (pid ${owner.pid} on ${owner.host}, ` +
        `since ${owner.startedAt}). An embedded database takes one server process: stop that one, ` +
        `choose another DATA_DIR, or set DATABASE_URL to share a PostgreSQL between processes.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Synchronous, so it also runs from an 'exit' handler; removes the file only while it is still ours. */
  release(): void;
}

const errno = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * link() creates the name only if it does not exist, with the complete content already in
 * place. Marked held at once, before any other await, so this process never takes it as stale.
 */
async function claim(mine: string, path: string): Promise<boolean> {
  try {
    await link(mine, path);
    held.add(path);
    return true;
  } catch (error) {
    if (errno(error) === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Replaces a stale lock under a short-lived guard file, so two restarting processes cannot
 * both remove the stale lock and then each other's fresh one. Undefined: try again.
 */
async function replaceStale(path: string, staleText: string, mine: string): Promise<boolean | undefined> {
  const guard = `${path}.takeover`;
  try {
    await writeFile(guard, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if (errno(error) !== 'EEXIST') throw error;
    const age = Date.now() - ((await stat(guard).catch(() => undefined))?.mtimeMs ?? Date.now());
    if (age > GUARD_STALE_MS) await unlink(guard).catch(() => undefined);
    await sleep(RETRY_MS);
    return undefined;
  }
  try {
    const current = await readFile(path, 'utf8').catch(() => undefined);
    if (current !== undefined && current !== staleText) return undefined;
    if (current !== undefined) await unlink(path);
    return await claim(mine, path);
  } finally {
    await unlink(guard).catch(() => undefined);
  }
}

/** Takes DATA_DIR for this process, or throws DataDirLockedError naming the directory and the owner. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const text = `${JSON.stringify(lockOwnerOfThisProcess())}\n`;
  const mine = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(mine, text, { flag: 'wx', mode: 0o644 });
  try {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      if (await claim(mine, path)) return heldLock(path, text);
      const current = await readFile(path, 'utf8').catch(() => undefined);
      if (current === undefined) continue;
      const holder = parseOwner(current);
      // An unreadable lock cannot name a live owner; link() never leaves a half-written one.
      if (holder && (await ownerIsAlive(holder, path, held.has(path))))
        throw new DataDirLockedError(resolve(dataDir), holder);
      if (await replaceStale(path, current, mine)) return heldLock(path, text);
    }
    throw new Error(`Could not lock DATA_DIR ${resolve(dataDir)}: ${path} keeps changing`);
  } finally {
    await unlink(mine).catch(() => undefined);
  }
}

function heldLock(path: string, text: string): DataDirLock {
  const heartbeat = setInterval(() => {
    const now = new Date();
    void utimes(path, now, now).catch(() => undefined);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const release = () => {
    clearInterval(heartbeat);
    process.removeListener('exit', release);
    held.delete(path);
    try {
      if (readFileSync(path, 'utf8') === text) unlinkSync(path);
    } catch {
      // Already gone: nothing to release.
    }
  };
  // A process that exits without closing the database (a forced exit) still leaves no lock behind.
  process.once('exit', release);
  return { path, release };
}
