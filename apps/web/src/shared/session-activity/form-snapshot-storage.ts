/**
 * Where the form keeps what a refresh needs (sessionStorage: this tab only, gone with it). Only the
 * session id is readable: the rest is sealed with a key the server hands out while the session is
 * active (features/quotation-form/refresh/). Cleared on submit, time-out and expiry.
 */
const SNAPSHOT_KEY = 'qc-form-snapshot';

export interface StoredSnapshot {
  sessionId: string;
  iv: string;
  sealed: string;
}

// A hand check, not a schema: this module is in the first load, zod is not (issue 12).
function isStoredSnapshot(value: unknown): value is StoredSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const { sessionId, iv, sealed } = value as Record<string, unknown>;
  return typeof sessionId === 'string' && typeof iv === 'string' && typeof sealed === 'string';
}

/** Whether this tab holds a snapshot at all (read before the first render, without parsing it). */
export function hasFormSnapshot(): boolean {
  try {
    return sessionStorage.getItem(SNAPSHOT_KEY) !== null;
  } catch {
    return false;
  }
}

export function readFormSnapshot(): StoredSnapshot | undefined {
  try {
    const text = sessionStorage.getItem(SNAPSHOT_KEY);
    if (!text) return undefined;
    const parsed: unknown = JSON.parse(text);
    return isStoredSnapshot(parsed) ? { sessionId: parsed.sessionId, iv: parsed.iv, sealed: parsed.sealed } : undefined;
  } catch {
    return undefined;
  }
}

// Bumped by each clear: a seal begun before a submission, time-out or expiry must not bring the
// snapshot back after it (the sealing is asynchronous and may still be under way).
let clears = 0;

/** The count of clears so far: a writer remembers it when its form appears. */
export function formSnapshotClears(): number {
  return clears;
}

/** Writes the sealed snapshot, unless the tab's snapshot was cleared since `clearsSeen`. */
export function writeFormSnapshot(snapshot: StoredSnapshot, clearsSeen = clears): void {
  if (clearsSeen !== clears) return;
  try {
    sessionStorage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot));
  } catch {
    // Storage full or blocked: a refresh then starts a new check, nothing worse.
  }
}

export function clearFormSnapshot(): void {
  clears += 1;
  try {
    sessionStorage.removeItem(SNAPSHOT_KEY);
  } catch {
    // Storage blocked: nothing was written either.
  }
}
