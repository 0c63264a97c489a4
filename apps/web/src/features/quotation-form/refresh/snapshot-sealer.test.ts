import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../common/api/api-client.ts';
import { clearFormSnapshot, formSnapshotClears } from '../../../common/session-activity/form-snapshot-storage.ts';
import type { LoadedForm } from '../api/form-api.ts';
import type { FormSnapshot } from './snapshot-schema.ts';
import { SEAL_WITHIN_MS, createSnapshotSealer } from './snapshot-sealer.ts';

const sealing = vi.hoisted(() => ({
  fetchSnapshotKey: vi.fn<() => Promise<CryptoKey | undefined>>(),
  saved: [] as { answers: Record<string, string>; clearsSeen: number }[],
}));

// The sealing code itself (WebCrypto, the key call) stands aside: what is tested is when it runs.
const sealingCode = () =>
  Promise.resolve({
    fetchSnapshotKey: sealing.fetchSnapshotKey,
    saveSnapshot: (_key: CryptoKey, _sessionId: string, snapshot: FormSnapshot, clearsSeen: number) => {
      sealing.saved.push({ answers: snapshot.answers, clearsSeen });
      return Promise.resolve();
    },
  });

const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const KEY = {} as CryptoKey;
const form = { token: 't', payload: { sessionId: 's' } } as unknown as LoadedForm;
const api = {} as ApiClient;
const snapshot = (name: string): FormSnapshot => ({ token: 't', search: '', answers: { 'first-name': name } });
const savedNames = () => sealing.saved.map((each) => each.answers['first-name']);

/** A key answer the test releases when it chooses (the sealing code or key on a slow network). */
function heldKey() {
  let give: (key: CryptoKey | undefined) => void = () => {};
  sealing.fetchSnapshotKey.mockReturnValueOnce(new Promise((resolve) => (give = resolve)));
  return (key: CryptoKey | undefined) => give(key);
}

describe('the refresh snapshot sealer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sealing.saved.length = 0;
    sealing.fetchSnapshotKey.mockReset().mockResolvedValue(KEY);
  });
  afterEach(() => vi.useRealTimers());

  it('seals while the visitor keeps typing: a change every 100 ms never starves it', async () => {
    const sealer = createSnapshotSealer(form, api, sealingCode);
    const typed = Array.from({ length: 12 }, (_, letter) => 'R'.padEnd(letter + 1, 'o'));
    for (const name of typed) {
      sealer.change(snapshot(name));
      await wait(100);
    }
    // Sealed while the typing went on (a debounce would have sealed nothing yet)…
    expect(sealing.saved.length).toBeGreaterThanOrEqual(1);
    expect(typed.slice(0, -1)).toContain(savedNames()[0]);
    // …and the last change within moments of it.
    await wait(SEAL_WITHIN_MS);
    expect(savedNames().at(-1)).toBe(typed.at(-1));
  });

  it('seals at a stage move at once, and the move waits for it once the key is there', async () => {
    const sealer = createSnapshotSealer(form, api, sealingCode);
    sealer.change(snapshot('Rowan'));
    await wait(SEAL_WITHIN_MS);
    expect(savedNames()).toEqual(['Rowan']);
    sealer.change(snapshot('Rowan B'));
    await sealer.sealNow(snapshot('Rowan Bloggs'));
    expect(savedNames()).toEqual(['Rowan', 'Rowan Bloggs']);
  });

  it('queues what comes before the key and seals the newest when it arrives', async () => {
    const giveKey = heldKey();
    const sealer = createSnapshotSealer(form, api, sealingCode);
    await sealer.sealNow(snapshot('stage 1')); // does not wait: the key is still on its way
    sealer.change(snapshot('stage 2 typing'));
    await sealer.sealNow(snapshot('stage 2'));
    expect(sealing.saved).toEqual([]);
    giveKey(KEY);
    await wait(0);
    expect(savedNames().at(-1)).toBe('stage 2');
    expect(sealing.fetchSnapshotKey).toHaveBeenCalledTimes(1);
  });

  it('tries the key again after a network failure, and keeps the unsealed answers meanwhile', async () => {
    sealing.fetchSnapshotKey.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const sealer = createSnapshotSealer(form, api, sealingCode);
    await sealer.sealNow(snapshot('first'));
    await wait(0);
    expect(sealing.fetchSnapshotKey).toHaveBeenCalledTimes(1);
    expect(sealing.saved).toEqual([]);
    sealer.change(snapshot('second'));
    await wait(SEAL_WITHIN_MS);
    expect(savedNames()).toEqual(['second']);
  });

  it('writes nothing once the form has gone, or after the snapshot was cleared by a submission', async () => {
    const giveKey = heldKey();
    const sealer = createSnapshotSealer(form, api, sealingCode);
    const close = sealer.open();
    sealer.change(snapshot('typed'));
    close();
    giveKey(KEY);
    await wait(SEAL_WITHIN_MS * 2);
    expect(sealing.saved).toEqual([]);

    const clearsBefore = formSnapshotClears();
    const before = createSnapshotSealer(form, api, sealingCode);
    clearFormSnapshot();
    await before.sealNow(snapshot('submitted'));
    await wait(0);
    // The storage refuses the write: it was begun before the latest clear.
    expect(sealing.saved.map((each) => each.clearsSeen)).toEqual([clearsBefore]);
    expect(formSnapshotClears()).toBe(clearsBefore + 1);
  });
});
