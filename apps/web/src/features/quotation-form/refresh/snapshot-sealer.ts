import type { ApiClient } from '../../../common/api/api-client.ts';
import { importLazily } from '../../../common/lazy/lazy-import.ts';
import { formSnapshotClears } from '../../../common/session-activity/form-snapshot-storage.ts';
import type { LoadedForm } from '../api/form-api.ts';
import type * as FormSnapshotModule from './form-snapshot.ts';
import type { FormSnapshot } from './snapshot-schema.ts';

type SealingCode = Pick<typeof FormSnapshotModule, 'fetchSnapshotKey' | 'saveSnapshot'>;

// Sealing is needed only once an answer changes: its code is not in the first load.
const loadSealingCode = (): Promise<SealingCode> => importLazily(() => import('./form-snapshot.ts'));

/** While typing, answers are sealed at most this long after the first change not yet sealed. */
export const SEAL_WITHIN_MS = 400;

/**
 * A stage move waits for its seal once the key is there (a few ms on a phone; far longer on a
 * machine under heavy load), but never longer than this: a seal that hangs must not trap the visitor.
 */
const MOVE_WAITS_AT_MOST_MS = 5_000;

export interface SnapshotSealer {
  /** The visitor changed an answer: sealed within SEAL_WITHIN_MS, however fast the next change comes. */
  change(snapshot: FormSnapshot): void;
  /**
   * The visitor finished a stage: sealed now. Resolves once it is in the tab's storage, or at once
   * when the sealing code or key has not arrived yet (it is then sealed as soon as they do).
   */
  sealNow(snapshot: FormSnapshot): Promise<void>;
  /** The form is on screen: returns the close for when it goes (submitted, timed out, left). */
  open(): () => void;
}

/**
 * Seals the latest snapshot, one seal at a time; a change that comes while a seal runs (or while
 * the lazy code and key are still on their way) is queued, never dropped: only a newer snapshot
 * replaces it. Independent of timing (issue 27): no debounce that fast typing could starve.
 */
export function createSnapshotSealer(
  form: LoadedForm,
  api: ApiClient,
  snapshots: () => Promise<SealingCode> = loadSealingCode,
): SnapshotSealer {
  const { sessionId } = form.payload;
  const clearsSeen = formSnapshotClears();
  let key: Promise<CryptoKey | undefined> | undefined = form.resumed && Promise.resolve(form.resumed.snapshotKey);
  let keyReady = Boolean(form.resumed);
  let pending: FormSnapshot | undefined;
  let running: Promise<void> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onScreen = true;

  // A refusal (the session went idle) is final for this page; a network failure is tried again.
  const snapshotKey = () =>
    (key ??= snapshots()
      .then(({ fetchSnapshotKey }) => fetchSnapshotKey(api, sessionId))
      .then(
        (found) => {
          keyReady = true;
          return found;
        },
        () => {
          key = undefined;
          return undefined;
        },
      ));

  const sealPending = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    if (running) return running.then(() => (pending && onScreen ? sealPending() : undefined));
    const snapshot = pending;
    if (!snapshot || !onScreen) return Promise.resolve();
    pending = undefined;
    running = Promise.all([snapshotKey(), snapshots()])
      .then(async ([found, { saveSnapshot }]) => {
        if (!found && !keyReady) pending ??= snapshot; // not sealed: kept for the next change or move
        if (found && onScreen) await saveSnapshot(found, sessionId, snapshot, clearsSeen);
      })
      .catch(() => {
        pending ??= snapshot;
      })
      .finally(() => {
        running = undefined;
      });
    return running.then(() => (pending && onScreen && keyReady ? sealPending() : undefined));
  };

  return {
    change(snapshot) {
      if (!onScreen) return;
      pending = snapshot;
      timer ??= setTimeout(() => void sealPending(), SEAL_WITHIN_MS);
    },
    sealNow(snapshot) {
      pending = snapshot;
      const sealed = sealPending();
      if (!keyReady) return Promise.resolve();
      return Promise.race([sealed, new Promise<void>((resolve) => setTimeout(resolve, MOVE_WAITS_AT_MOST_MS))]);
    },
    open() {
      onScreen = true;
      return () => {
        onScreen = false;
        clearTimeout(timer);
        timer = undefined;
      };
    },
  };
}
