import { readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { hostname } from 'node:os';

/**
 * Who holds a DATA_DIR lock, and whether they still run. On this host the kernel knows the
 * pid; another host's pid cannot be asked (a container with its own hostname, a shared
 * volume), so its holder touches the lock file every HEARTBEAT_MS and a silent one is stale.
 */
export const HEARTBEAT_MS = 10_000;
/** Six missed heartbeats: far beyond any pause of the holder's event loop. */
export const FOREIGN_STALE_MS = 60_000;

export interface LockOwner {
  pid: number;
  host: string;
  /** Linux boot id: a lock from before a reboot is stale whatever its pid. */
  bootId: string | undefined;
  startedAt: string;
}

export function lockOwnerOfThisProcess(): LockOwner {
  return { pid: process.pid, host: hostname(), bootId: currentBootId(), startedAt: new Date().toISOString() };
}

function currentBootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return undefined;
  }
}

export function parseOwner(text: string): LockOwner | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    if (!Number.isInteger(value.pid) || typeof value.host !== 'string') return undefined;
    return value as LockOwner;
  } catch {
    return undefined;
  }
}

/** Whether the recorded owner may still be running: by its pid on this host, by its heartbeat from another. */
export async function ownerIsAlive(owner: LockOwner, path: string, heldHere: boolean): Promise<boolean> {
  if (owner.host !== hostname()) {
    const touched = (await stat(path).catch(() => undefined))?.mtimeMs;
    return touched !== undefined && Date.now() - touched < FOREIGN_STALE_MS;
  }
  const boot = currentBootId();
  if (owner.bootId && boot && owner.bootId !== boot) return false;
  // Our own pid in the file was written by an earlier life of this pid (a container's pid 1 restarts as pid 1).
  if (owner.pid === process.pid) return heldHere;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
