import * as z from 'zod/mini';

/**
 * Where the form keeps what a refresh needs (sessionStorage: this tab only, gone with it). Only the
 * session id is readable: the rest is sealed with a key the server hands out while the session is
 * active (features/quotation-form/refresh/). Cleared on submit, time-out and expiry.
 */
const SNAPSHOT_KEY = 'qc-form-snapshot';

const storedSnapshotSchema = z.object({ sessionId: z.string(), iv: z.string(), sealed: z.string() });
export type StoredSnapshot = z.infer<typeof storedSnapshotSchema>;

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
    const parsed = storedSnapshotSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeFormSnapshot(snapshot: StoredSnapshot): void {
  try {
    sessionStorage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot));
  } catch {
    // Storage full or blocked: a refresh then starts a new check, nothing worse.
  }
}

export function clearFormSnapshot(): void {
  try {
    sessionStorage.removeItem(SNAPSHOT_KEY);
  } catch {
    // Storage blocked: nothing was written either.
  }
}
