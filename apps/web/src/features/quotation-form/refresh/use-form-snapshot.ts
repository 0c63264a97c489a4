import type { Answers } from '@quickcheck/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from '../../../common/navigation/router/router.tsx';
import { useApiClient } from '../../../common/api/api-client-context.tsx';
import type { ApiClient } from '../../../common/api/api-client.ts';
import { importLazily } from '../../../common/lazy/lazy-import.ts';
import type { LoadedForm } from '../api/form-api.ts';
import type { SnapshotSealer } from './snapshot-sealer.ts';
import type { FormSnapshot } from './snapshot-schema.ts';

/**
 * The first load holds only this stand-in (issue 26's budget): it keeps the newest snapshot until
 * the sealer's code arrives, asked for at the first change, then hands it over to be sealed at once.
 */
function lazySealer(form: LoadedForm, api: ApiClient): SnapshotSealer {
  let real: SnapshotSealer | undefined;
  let waiting: FormSnapshot | undefined;
  let onScreen = true;
  let closeReal = () => {};
  let loading: Promise<void> | undefined;
  const load = () =>
    (loading ??= importLazily(() => import('./snapshot-sealer.ts')).then(
      ({ createSnapshotSealer }) => {
        if (!onScreen) return;
        real = createSnapshotSealer(form, api);
        closeReal = real.open();
        if (waiting) void real.sealNow(waiting);
      },
      () => {
        loading = undefined; // tried again at the next change
      },
    ));
  return {
    change(snapshot) {
      if (real) return real.change(snapshot);
      waiting = snapshot;
      void load();
    },
    sealNow(snapshot) {
      if (real) return real.sealNow(snapshot);
      waiting = snapshot;
      void load();
      return Promise.resolve();
    },
    open() {
      onScreen = true;
      if (real) closeReal = real.open();
      return () => {
        onScreen = false;
        closeReal();
      };
    },
  };
}

/**
 * Keeps the tab's sealed snapshot up to date so a refresh keeps the visitor where they were
 * (decision 011). Nothing is written before the first answer changes; the key is asked for once
 * per page. `sealStage` seals at a stage move itself, so the stage the visitor reaches already has
 * its answers behind it; `useSealedChanges` seals typing within moments (issue 27).
 */
export function useFormSnapshot(form: LoadedForm) {
  const api = useApiClient();
  const { search } = useLocation();
  const sealer = useMemo(() => lazySealer(form, api), [form, api]);
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
