import { API_PATHS, type ApiPathName } from '@quickcheck/contracts';
import { isInactiveRefusal } from '../session-activity/session-refusal.ts';
import type { ApiFailure, ApiResult } from './api-failure.ts';

/** Anything with zod's `safeParse`: keeps this file free of a zod import of its own. */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

export interface RequestOptions<T> {
  /** A promise too: a schema module loaded while the request is on its way (zod stays out of the first load). */
  schema?: ResponseSchema<T> | Promise<ResponseSchema<T>>;
  query?: Record<string, string | undefined>;
  headers?: Record<string, string>;
  body?: unknown;
  /** docs/product/calls-and-errors.md#calls call 3: send the browser's cookies (the downstream-version setting). */
  credentials?: RequestCredentials;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** An idle session's refusal is only this call's failure, not the timed-out page. */
  quietWhenInactive?: boolean;
}

export interface ApiClientConfig {
  baseUrl: string;
  paths?: Record<string, string>;
  timeoutMs?: number;
  /** Any call the server refuses because the form session was idle too long (the timed-out page). */
  onSessionInactive?: () => void;
}

export type ApiClient = ReturnType<typeof createApiClient>;

const DEFAULT_TIMEOUT_MS = 30_000;

function queryString(query: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A small JSON client for the orchestration API: every failure comes back as a typed value. */
export function createApiClient({
  baseUrl,
  paths = {},
  timeoutMs = DEFAULT_TIMEOUT_MS,
  onSessionInactive,
}: ApiClientConfig) {
  const url = (path: string) => `${baseUrl.replace(/\/$/, '')}${path}`;

  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    options: RequestOptions<T> = {},
  ): Promise<ApiResult<T>> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? timeoutMs);
    // Awaited only for a good answer: a schema that fails to load meanwhile is no unhandled rejection.
    if (options.schema instanceof Promise) options.schema.catch(() => undefined);
    const onCallerAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onCallerAbort);
    try {
      const response = await fetch(url(path) + queryString(options.query), {
        method,
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...options.headers },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
        ...(options.credentials ? { credentials: options.credentials } : {}),
      });
      const body = await readBody(response);
      if (!options.quietWhenInactive && isInactiveRefusal(response.status, body)) onSessionInactive?.();
      if (!response.ok)
        return fail({ kind: 'http', status: response.status, body, message: `HTTP ${response.status}` });
      if (!options.schema) return { ok: true, data: body as T };
      const parsed = (await options.schema).safeParse(body);
      return parsed.success
        ? { ok: true, data: parsed.data }
        : fail({ kind: 'invalid-response', message: parsed.error.message });
    } catch (error) {
      if (timedOut) return fail({ kind: 'timeout', message: `Timed out: ${method} ${path}` });
      if (controller.signal.aborted) return fail({ kind: 'aborted', message: `Aborted: ${method} ${path}` });
      return fail({ kind: 'network', message: error instanceof Error ? error.message : 'Network error' });
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  return {
    /** The configured path of a named endpoint, falling back to the contract's default. */
    path: (name: ApiPathName) => paths[name] ?? API_PATHS[name],
    url,
    get: <T>(path: string, options?: RequestOptions<T>) => request<T>('GET', path, options),
    post: <T>(path: string, body: unknown, options?: Omit<RequestOptions<T>, 'body'>) =>
      request<T>('POST', path, { ...options, body }),
  };
}

function fail(failure: ApiFailure): { ok: false; failure: ApiFailure } {
  return { ok: false, failure };
}
