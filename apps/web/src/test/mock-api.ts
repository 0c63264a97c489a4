import { vi } from 'vitest';
import { jsonResponse } from './fixtures.ts';

export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

/**
 * Stubs `fetch` with handlers keyed 'METHOD /path' (query ignored) and records every call.
 * Unhandled calls answer 204, like the events and client-errors endpoints.
 */
export function mockApi(handlers: Record<string, Handler | unknown>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    if (handler === undefined) return new Response(null, { status: 204 });
    return typeof handler === 'function' ? (handler as Handler)(call) : jsonResponse(handler);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
  return { calls, callsTo, fetchMock };
}
