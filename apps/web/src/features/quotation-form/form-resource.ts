import type { BrandId } from '@quickcheck/brands';
import type { FormQuery } from '@quickcheck/contracts';
import type { ApiClient } from '../../common/api/api-client.ts';
import { ApiFailureError } from '../../common/api/api-failure.ts';
import { replaceWith } from '../../common/navigation/leave-site.ts';
import { loadForm, type LoadedForm } from './api/form-api.ts';
import { resumeOrLoadForm } from './refresh/resume-form.ts';

/**
 * The form call of one visit to the form, not awaited: the page draws its title and hero at once
 * (the largest paint need not wait for the API) and suspends only the staged form on it (docs/product/journey.md).
 */
export interface FormResource {
  form: Promise<LoadedForm>;
  /** The visitor left the form before it answered: the call is dropped. */
  abort: () => void;
}

const isForbidden = (error: unknown) =>
  error instanceof ApiFailureError && error.failure.kind === 'http' && error.failure.status === 403;

/**
 * An edit this browser may not open (not its quotation, or its hour has passed: the server
 * answers 403) starts a fresh check rather than an error page; the page keeps waiting meanwhile.
 */
function startAfreshIfForbidden(pathname: string, search: string) {
  return (error: unknown): Promise<LoadedForm> => {
    if (!isForbidden(error)) throw error;
    const params = new URLSearchParams(search);
    params.delete('quotation');
    const rest = params.toString();
    replaceWith(pathname + (rest ? `?${rest}` : ''));
    return new Promise<LoadedForm>(() => undefined);
  };
}

/** Starts the form call for the address the visitor opened (resume a refreshed form, else load it). */
export function startFormCall(
  api: ApiClient,
  formQuery: FormQuery,
  brand: BrandId,
  { pathname, search }: { pathname: string; search: string },
): FormResource {
  const controller = new AbortController();
  const form = resumeOrLoadForm(api, search, () =>
    loadForm(api, formQuery, brand, controller.signal).catch(startAfreshIfForbidden(pathname, search)),
  );
  // The page's use() reports a failure to the route's error page; this only keeps a failure that
  // lands before the page subscribes from counting as an unhandled rejection.
  form.catch(() => undefined);
  return { form, abort: () => controller.abort() };
}

/** A form already at hand (rendered on the server): use() reads it without suspending. */
export function formResourceOf(loaded: LoadedForm): FormResource {
  const form = Promise.resolve(loaded);
  // React's use() reads a promise tagged as settled at once, instead of suspending on it.
  Object.assign(form, { status: 'fulfilled', value: loaded });
  return { form, abort: () => undefined };
}

/**
 * The server drew the page without the form (an edit link: its form needs the owner cookie, which
 * only /api sees): the form's space shows its spinner and the browser loads the form after hydrating.
 */
export function formLeftToBrowser(): FormResource {
  const form = new Promise<LoadedForm>(() => undefined);
  return { form, abort: () => undefined };
}
