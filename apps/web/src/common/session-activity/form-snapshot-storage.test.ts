import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearFormSnapshot,
  formSnapshotClears,
  hasFormSnapshot,
  hasOutcomeSnapshot,
  readOutcomeSnapshot,
  writeFormSnapshot,
  writeOutcomeSnapshot,
} from './form-snapshot-storage.ts';

const sealed = (sessionId: string) => ({ sessionId, iv: 'iv', sealed: 'sealed' });

// Decision 064: the tab's result lives beside the form's answers, by decision 011's rules.
describe("the tab's sealed result", () => {
  beforeEach(() => sessionStorage.clear());

  it('is kept, and read back with only its session id readable', () => {
    writeOutcomeSnapshot(sealed('session-1'), formSnapshotClears());
    expect(hasOutcomeSnapshot()).toBe(true);
    expect(readOutcomeSnapshot()).toEqual(sealed('session-1'));
  });

  it("goes when a new check's first answers are sealed", () => {
    writeOutcomeSnapshot(sealed('session-1'), formSnapshotClears());
    writeFormSnapshot(sealed('session-2'));
    expect(hasFormSnapshot()).toBe(true);
    expect(hasOutcomeSnapshot()).toBe(false);
  });

  it('goes with the answers at a time-out, an expiry or a new submission', () => {
    writeOutcomeSnapshot(sealed('session-1'), formSnapshotClears());
    writeFormSnapshot(sealed('session-1'));
    writeOutcomeSnapshot(sealed('session-1'), formSnapshotClears());
    clearFormSnapshot();
    expect(hasOutcomeSnapshot()).toBe(false);
    expect(hasFormSnapshot()).toBe(false);
  });

  it('is not written back by a seal begun before a clear', () => {
    const before = formSnapshotClears();
    clearFormSnapshot();
    writeOutcomeSnapshot(sealed('session-1'), before);
    expect(hasOutcomeSnapshot()).toBe(false);
  });
});
