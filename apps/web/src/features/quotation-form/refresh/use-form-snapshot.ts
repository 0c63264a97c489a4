import type { Answers } from '@quickcheck/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from '../../../shared/navigation/router/router.tsx';
import { useApiClient } from '../../../shared/api/api-client-context.tsx';
import type { LoadedForm } from '../api/form-api.ts';
import { createSnapshotSealer } from './snapshot-sealer.ts';

/**
 * Keeps the tab's sealed snapshot up to date so a refresh keeps the visitor where they were
 * (decision 011). Nothing is written before the first answer changes; the key is asked for once
 * per page. `sealStage` seals at a stage move itself, so the stage the visitor reaches already has
 * its answers behind it; `useSealedChanges` seals typing within moments (issue 27).
 */
export function useFormSnapshot(form: LoadedForm) {
  const api = useApiClient();
  const { search } = useLocation();
  const sealer = useMemo(() => createSnapshotSealer(form, api), [form, api]);
  useEffect(() => sealer.open(), [sealer]);
  return {
    sealer,
    search,
    sealStage: (answers: Answers) => sealer.sealNow({ token: form.token, search, answers }),
  };
}

/** Seals each change of the answers: none before the first change, unless the form was resumed. */
export function useSealedChanges(
  { sealer, search }: ReturnType<typeof useFormSnapshot>,
  form: LoadedForm,
  answers: Answers,
) {
  const initialAnswers = useRef(answers);
  useEffect(() => {
    if (answers !== initialAnswers.current || form.resumed) sealer.change({ token: form.token, search, answers });
  }, [sealer, form, search, answers]);
}
