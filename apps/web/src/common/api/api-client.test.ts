import * as z from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fixtures.ts';
import { createApiClient } from './api-client.ts';

const schema = z.object({ ok: z.boolean() });

describe('createApiClient', () => {
  it('sends JSON with the configured base and query, and parses the answer', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const api = createApiClient({ baseUrl: '/api/' });
    const result = await api.get(api.path('form'), { query: { consumerName: 'QCHK', oemc: undefined }, schema });
    expect(result).toEqual({ ok: true, data: { ok: true } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/form?consumerName=QCHK');
    expect(init.headers).toMatchObject({ Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  it('reports an HTTP status as a typed failure with the body', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse({ error: 'bad' }, 400)));
    const result = await createApiClient({ baseUrl: '/api' }).post('/stage', {});
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'http', status: 400, body: { error: 'bad' }, message: 'HTTP 400' },
    });
  });

  it('reports a network error and an answer that does not match the schema', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const network = await createApiClient({ baseUrl: '/api' }).get('/form');
    expect(network).toMatchObject({ ok: false, failure: { kind: 'network', message: 'Failed to fetch' } });

    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse({ ok: 'yes' })));
    const invalid = await createApiClient({ baseUrl: '/api' }).get('/form', { schema });
    expect(invalid).toMatchObject({ ok: false, failure: { kind: 'invalid-response' } });
  });

  it('times out a call that takes too long', async () => {
    vi.useFakeTimers();
    const hanging = (_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    vi.stubGlobal('fetch', vi.fn(hanging));
    const pending = createApiClient({ baseUrl: '/api', timeoutMs: 5000 }).get('/form');
    await vi.advanceTimersByTimeAsync(5000);
    expect(await pending).toMatchObject({ ok: false, failure: { kind: 'timeout' } });
  });
});
