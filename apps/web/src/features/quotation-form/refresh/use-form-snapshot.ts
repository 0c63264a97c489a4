import type { Answers } from '@quickcheck/contracts';
import { useEffect, useRef } from 'react';
import { useLocation } from '../../../shared/navigation/router/router.tsx';
import { useApiClient } from '../../../shared/api/api-client-context.tsx';
import type { LoadedForm } from '../api/form-api.ts';
import { importLazily } from '../../../shared/lazy/lazy-import.ts';

// Sealing is needed only once an answer changes: its code is not in the first load.
const snapshots = () => importLazily(() => import('./form-snapshot.ts'));

/** Typing settles for this long before the answers are sealed again. */
const SAVE_AFTER_MS = 400;

/**
 * Keeps the tab's sealed snapshot up to date so a refresh keeps the visitor where they were.
 * Nothing is written before the first answer changes; the key is asked for once per page.
 */
export function useFormSnapshot(form: LoadedForm, answers: Answers): void {
  const api = useApiClient();
  const { search } = useLocation();
  const key = useRef<Promise<CryptoKey | undefined>>(undefined);
  const initialAnswers = useRef(answers);

  useEffect(() => {
    if (answers === initialAnswers.current && !form.resumed) return;
    let current = true;
    const timer = setTimeout(() => {
      const { sessionId } = form.payload;
      key.current ??= form.resumed
        ? Promise.resolve(form.resumed.snapshotKey)
        : snapshots()
            .then(({ fetchSnapshotKey }) => fetchSnapshotKey(api, sessionId))
            .catch(() => undefined);
      void key.current.then(async (snapshotKey) => {
        const { saveSnapshot } = await snapshots();
        // The form may have gone meanwhile (submitted, timed out): then nothing may be written.
        if (snapshotKey && current) await saveSnapshot(snapshotKey, sessionId, { token: form.token, search, answers });
      });
    }, SAVE_AFTER_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, form, search, answers]);
}
