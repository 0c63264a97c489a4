import { formOfToken, type LoadedForm } from '../api/form-api.ts';
import type { ApiClient } from '../../../common/api/api-client.ts';
import { importLazily } from '../../../common/lazy/lazy-import.ts';
import { hasFormSnapshot } from '../../../common/session-activity/form-snapshot-storage.ts';

/**
 * A refresh in the middle of the form keeps the visitor's session and answers (the stage comes
 * from the address); without a usable snapshot the form is loaded afresh. A session idle too long
 * is refused by the server, whose 401 shows the timed-out page.
 */
export async function resumeOrLoadForm(
  api: ApiClient,
  search: string,
  load: () => Promise<LoadedForm>,
): Promise<LoadedForm> {
  // Most pages hold no snapshot: the sealing code (and its schemas) is fetched only for one that does.
  if (!hasFormSnapshot()) return load();
  const { restoreSnapshot } = await importLazily(() => import('./form-snapshot.ts'));
  const restored = await restoreSnapshot(api, search);
  if (!restored) return load();
  const { snapshot, key } = restored;
  return { ...(await formOfToken(snapshot.token)), resumed: { answers: snapshot.answers, snapshotKey: key } };
}
