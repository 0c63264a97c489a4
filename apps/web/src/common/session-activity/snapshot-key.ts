import { SESSION_ID_HEADER } from '@quickcheck/contracts';
import type { ApiClient } from '../api/api-client.ts';
import { importLazily } from '../lazy/lazy-import.ts';
import { importSnapshotKey } from './snapshot-crypto.ts';

const schema = () => importLazily(() => import('./snapshot-key-schema.ts'));

/**
 * The session's key for what the tab keeps sealed (decision 011): the form's snapshot and its
 * result (decision 064). The server refuses it (401) once the session has been idle too long,
 * which shows the timed-out page, unless `quiet`: a refusal then only means nothing is kept.
 */
export async function fetchSnapshotKey(
  api: ApiClient,
  sessionId: string,
  { quiet = false }: { quiet?: boolean } = {},
): Promise<CryptoKey | undefined> {
  const result = await api.post(
    api.path('sessionSnapshotKey'),
    {},
    {
      schema: schema().then((loaded) => loaded.snapshotKeyResponseSchema),
      headers: { [SESSION_ID_HEADER]: sessionId },
      quietWhenInactive: quiet,
    },
  );
  return result.ok ? importSnapshotKey(result.data.key) : undefined;
}
