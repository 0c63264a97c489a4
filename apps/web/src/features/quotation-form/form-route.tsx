import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useApiClient } from '../../common/api/api-client-context.tsx';
import { useLocation } from '../../common/navigation/router/router.tsx';
import { useBrand, useJourney } from '../../common/page-config/page-config-context.tsx';
import { formQueryOf, type AddressJourney } from '../../common/page-config/page-journey.ts';
import type { LoadedForm } from './api/form-api.ts';
import { formLeftToBrowser, formResourceOf, startFormCall, type FormResource } from './form-resource.ts';
import { QuotationFormPage } from './quotation-form-page.tsx';

/** A form the server has already loaded, or, on the server, 'browser': the browser loads it after hydrating. */
export type InitialForm = LoadedForm | 'browser' | undefined;

const InitialFormContext = createContext<InitialForm>(undefined);

/** A form the server has already loaded (server render): the first visit to the form uses it. */
export function InitialFormProvider({ form, children }: { form: InitialForm; children: ReactNode }) {
  return <InitialFormContext value={form}>{children}</InitialFormContext>;
}

/**
 * The form page of one visit: the journey is read and the form call started as the page mounts,
 * once; moving between stages keeps the page, its answers and its form token. Leaving for another
 * page drops the call.
 */
export function FormRoute() {
  const api = useApiClient();
  const brand = useBrand();
  const initialForm = useContext(InitialFormContext);
  const { pathname, search } = useLocation();
  // Kept for the visit, as the form call is (stage paths keep the query anyway).
  const [journey] = useState<AddressJourney>(useJourney());
  const [resource] = useState(() =>
    initialForm === 'browser'
      ? formLeftToBrowser()
      : initialForm
        ? formResourceOf(initialForm)
        : startFormCall(api, formQueryOf(journey), brand, { pathname, search }),
  );
  useDropOnLeave(resource);
  return <QuotationFormPage form={resource.form} journey={journey} />;
}

/** Aborts the call when the page goes for good (not on StrictMode's trial unmount, remounted at once). */
function useDropOnLeave(resource: FormResource) {
  useEffect(() => {
    // A remount in the same task cancels the drop: only a page that stays gone drops its call.
    clearTimeout(pending.get(resource));
    return () => {
      pending.set(resource, setTimeout(resource.abort, 0));
    };
  }, [resource]);
}

const pending = new WeakMap<FormResource, ReturnType<typeof setTimeout>>();
