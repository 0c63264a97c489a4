import type { ApiClient } from '../../../common/api/api-client.ts';
import {
  clearFormSnapshot,
  readFormSnapshot,
  writeFormSnapshot,
} from '../../../common/session-activity/form-snapshot-storage.ts';
import { importLazily } from '../../../common/lazy/lazy-import.ts';
import { seal, unseal } from '../../../common/session-activity/snapshot-crypto.ts';
import { fetchSnapshotKey } from '../../../common/session-activity/snapshot-key.ts';
import type { FormSnapshot } from './snapshot-schema.ts';

export type { FormSnapshot };

// zod only when a snapshot is read or a key asked for: not in the first load.
const schemas = () => importLazily(() => import('./snapshot-schema.ts'));

export { fetchSnapshotKey };

/** Seals and stores the snapshot, unless the tab's snapshot was cleared after `clearsSeen` (a submission). */
export async function saveSnapshot(
  key: CryptoKey,
  sessionId: string,
  snapshot: FormSnapshot,
  clearsSeen: number,
): Promise<void> {
  writeFormSnapshot({ sessionId, ...(await seal(key, snapshot)) }, clearsSeen);
}

/**
 * After a refresh: the tab's sealed snapshot, opened with the key the server still hands out for
 * its session, when it was made at this same address. Anything else clears it (a new check starts).
 */
export async function restoreSnapshot(
  api: ApiClient,
  search: string,
): Promise<{ snapshot: FormSnapshot; key: CryptoKey } | undefined> {
  const stored = readFormSnapshot();
  if (!stored) return undefined;
  try {
    const [key, { snapshotSchema }] = await Promise.all([fetchSnapshotKey(api, stored.sessionId), schemas()]);
    const parsed = key ? snapshotSchema.safeParse(await unseal(key, stored.iv, stored.sealed)) : undefined;
    if (key && parsed?.success && parsed.data.search === search) return { snapshot: parsed.data, key };
  } catch {
    // A snapshot that cannot be opened is as good as none.
  }
  clearFormSnapshot();
  return undefined;
}
