/**
 * Where the form keeps what a refresh needs (sessionStorage: this tab only, gone with it). Only the
 * session id is readable: the rest is sealed with a key the server hands out while the session is
 * active (features/quotation-form/refresh/). Cleared on submit, time-out and expiry.
 * Beside it, the tab's result (decision 064), sealed the same way under the same session's key:
 * cleared with it, and when a new check's first answer is sealed.
 */
const SNAPSHOT_KEY = 'qc-form-snapshot';
const OUTCOME_KEY = 'qc-result-snapshot';

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
  return hasStored(SNAPSHOT_KEY);
}

/** Whether this tab holds a sealed result (read before the result route decides, without parsing it). */
export function hasOutcomeSnapshot(): boolean {
  return hasStored(OUTCOME_KEY);
}

function hasStored(key: string): boolean {
  try {
    return sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

export function readFormSnapshot(): StoredSnapshot | undefined {
  return readStored(SNAPSHOT_KEY);
}

export function readOutcomeSnapshot(): StoredSnapshot | undefined {
  return readStored(OUTCOME_KEY);
}

function readStored(key: string): StoredSnapshot | undefined {
  try {
    const text = sessionStorage.getItem(key);
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
  // Answers sealed after a result: a new check has started, and the old result is not brought back.
  remove(OUTCOME_KEY);
  write(SNAPSHOT_KEY, snapshot);
}

/** Writes the sealed result, unless the tab's sealed state was cleared since `clearsSeen` (a new submission, a time-out). */
export function writeOutcomeSnapshot(snapshot: StoredSnapshot, clearsSeen: number): void {
  if (clearsSeen === clears) write(OUTCOME_KEY, snapshot);
}

function write(key: string, snapshot: StoredSnapshot): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(snapshot));
  } catch {
    // Storage full or blocked: a refresh then starts a new check, nothing worse.
  }
}

/** Clears the tab's sealed answers and result (a submission, time-out, expiry, a snapshot that cannot be opened). */
export function clearFormSnapshot(): void {
  clears += 1;
  remove(SNAPSHOT_KEY);
  remove(OUTCOME_KEY);
}

function remove(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was written either.
  }
}
