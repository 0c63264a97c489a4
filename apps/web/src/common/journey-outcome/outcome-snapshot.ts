import type { BrandId } from '@quickcheck/brands';
import type { ApiClient } from '../api/api-client.ts';
import { importLazily } from '../lazy/lazy-import.ts';
import {
  clearFormSnapshot,
  formSnapshotClears,
  readOutcomeSnapshot,
  writeOutcomeSnapshot,
} from '../session-activity/form-snapshot-storage.ts';
import { seal, unseal } from '../session-activity/snapshot-crypto.ts';
import { fetchSnapshotKey } from '../session-activity/snapshot-key.ts';
import type { JourneyOutcome } from './journey-outcome.tsx';

const schema = () => importLazily(() => import('./outcome-snapshot-schema.ts'));

/**
 * Seals the tab's result under its form session's key (decision 064): what a refresh, Back or
 * Forward of the result page opens again. `key` is the key already asked for (at the submission,
 * so the page need not wait for it); without it the key is asked for quietly (after open banking
 * the session may have gone idle: the result is then shown, not kept).
 */
export async function keepOutcome(
  api: ApiClient,
  sessionId: string,
  outcome: JourneyOutcome,
  key?: Promise<CryptoKey | undefined>,
): Promise<void> {
  const clearsSeen = formSnapshotClears();
  try {
    const found = await (key ?? fetchSnapshotKey(api, sessionId, { quiet: true }));
    if (found) writeOutcomeSnapshot({ sessionId, ...(await seal(found, outcome)) }, clearsSeen);
  } catch {
    // Not kept: a refresh then goes back to the form, as before.
  }
}

/** The session the tab's result was sealed under (an open-banking result is sealed under it too). */
export function outcomeSessionId(): string | undefined {
  return readOutcomeSnapshot()?.sessionId;
}

/**
 * After a refresh of a result page: the tab's result, opened with the key the server still hands
 * out for its session, when it was made for this brand. A session idle too long is refused by the
 * server (the timed-out page); anything that cannot be opened clears the tab's sealed state.
 */
export async function restoreOutcome(api: ApiClient, brand: BrandId): Promise<JourneyOutcome | undefined> {
  const stored = readOutcomeSnapshot();
  if (!stored) return undefined;
  try {
    const [key, { outcomeSnapshotSchema }] = await Promise.all([fetchSnapshotKey(api, stored.sessionId), schema()]);
    const parsed = key ? outcomeSnapshotSchema.safeParse(await unseal(key, stored.iv, stored.sealed)) : undefined;
    if (parsed?.success && parsed.data.brand === brand) return { ...parsed.data, brand };
  } catch {
    // A result that cannot be opened is as good as none.
  }
  clearFormSnapshot();
  return undefined;
}
