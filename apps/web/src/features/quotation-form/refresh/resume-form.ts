import { formOfToken, type LoadedForm } from '../api/form-api.ts';
import type { ApiClient } from '../../../shared/api/api-client.ts';
import { restoreSnapshot } from './form-snapshot.ts';

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
  const restored = await restoreSnapshot(api, search);
  if (!restored) return load();
  const { snapshot, key } = restored;
  return { ...(await formOfToken(snapshot.token)), resumed: { answers: snapshot.answers, snapshotKey: key } };
}
