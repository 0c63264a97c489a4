import { afterAll, beforeAll, expect, it } from 'vitest';
import { postJson } from './helpers/applicant.ts';
import { countRows, forEachDatabase } from './helpers/databases.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

/** JSON text nested `depth` objects deep (JSON.stringify itself overflows on such a value). */
const deeplyNested = (depth: number) => `${'{"a":'.repeat(depth)}"leaf"${'}'.repeat(depth)}`;

const postRaw = (url: string, path: string, body: string, type = 'application/json') =>
  fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': type }, body });

forEachDatabase('telemetry', (ctx) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(ctx.db);
  });
  afterAll(async () => server?.close());

  const counts = async () => [await countRows(ctx.db, 'analytics_events'), await countRows(ctx.db, 'client_errors')];

  it('stores what the browser sends: event names, codes, flags, counts and page paths', async () => {
    const events = [
      { name: 'pageView', at: '2026-03-02T10:00:00.000Z', data: { path: '/result' } },
      { name: 'formErrors', data: { stage: 'about-you', fields: ['first-name', 'date-of-birth'] } },
      { name: 'permisssionCheckBoxSelect', data: { field: 'marketing-permission', checked: true } },
      { name: 'submissionResult', data: { outcome: 'approved', reason: 'MATCH_AND_OFFER' } },
      { name: 'footerLinkClick', data: { link: 'Contact us', brand: 'very' } },
      { name: 'consentAcceptAll', data: { count: 3 } },
    ];
    const response = await postJson(server.url, '/api/events', { events });
    expect(response.status).toBe(204);
    const { rows } = await ctx.db.query<{ name: string; payload: { data: unknown } }>(
      `select name, payload from analytics_events where name = any($1) order by name`,
      [events.map((event) => event.name)],
    );
    const stored = Object.fromEntries(rows.map((row) => [row.name, row.payload.data]));
    expect(stored).toEqual(Object.fromEntries(events.map((event) => [event.name, event.data])));
  });

  it('accepts a beacon sent as text/plain', async () => {
    const [before] = await counts();
    const response = await postRaw(
      server.url,
      '/api/events',
      JSON.stringify({ events: [{ name: 'expiryPageShown' }] }),
      'text/plain;charset=UTF-8',
    );
    expect(response.status).toBe(204);
    expect((await counts())[0]).toBe(before! + 1);
  });

  it('stores an error report as its kind, page path, scrubbed message and stack frames', async () => {
    const report = {
      name: 'TypeError',
      message: "Cannot read properties of undefined (reading 'x')",
      stack: [
        "TypeError: Cannot read properties of undefined (reading 'x')",
        '    at renderResult (http://localhost:3000/assets/index-abc.js?v=1:12:345)',
        '    at http://localhost:3000/assets/vendor-def.js:1:99',
        'commit@http://localhost:3000/assets/vendor-def.js:2:7',
      ].join('\n'),
      url: 'http://localhost:3000/result?firstName=Zed#top',
      attributes: { sawError: true },
    };
    expect((await postJson(server.url, '/api/client-errors', report)).status).toBe(204);
    const { rows } = await ctx.db.query<{ payload: unknown }>(
      `select payload from client_errors where payload->>'name' = 'TypeError'`,
    );
    expect(rows[0]?.payload).toEqual({
      name: 'TypeError',
      message: '[word] read properties of undefined (reading [quoted])',
      frames: [
        'renderResult (/assets/index-abc.js:12:345)',
        '<anonymous> (/assets/vendor-def.js:1:99)',
        'commit (/assets/vendor-def.js:2:7)',
      ],
      path: '/result',
      attributes: { sawError: true },
    });
  });

  const rejected: [string, string, unknown][] = [
    ['a lone surrogate in event data', '/api/events', { events: [{ name: 'pageView', data: { path: '\uD800' } }] }],
    ['a lone surrogate in an error message', '/api/client-errors', { message: 'boom \uDC00' }],
    ['a NUL in an event name', '/api/events', { events: [{ name: 'page\u0000View' }] }],
    ['a NUL in an error stack', '/api/client-errors', { message: 'boom', stack: 'at x\u0000' }],
    ['a 61-character data key', '/api/events', { events: [{ name: 'pageView', data: { ['k'.repeat(61)]: 1 } }] }],
    ['a constructor key', '/api/events', { events: [{ name: 'pageView', data: { constructor: 'x' } }] }],
    ['a toString attribute', '/api/client-errors', { message: 'x', attributes: { toString: 'x' } }],
    [
      '31 data keys',
      '/api/events',
      { events: [{ name: 'a', data: Object.fromEntries(range(31, (i) => [`k${i}`, i])) }] },
    ],
    ['nested data', '/api/events', { events: [{ name: 'pageView', data: { a: { b: 1 } } }] }],
    ['an event name with a space', '/api/events', { events: [{ name: 'page view' }] }],
    ['an empty batch', '/api/events', { events: [] }],
    ['51 events', '/api/events', { events: range(51, () => ({ name: 'x' })) }],
    ['a report without a message', '/api/client-errors', { stack: 'x' }],
    ['an unknown field', '/api/client-errors', { message: 'x', extra: 1 }],
  ];

  it.each(rejected)('refuses %s with 400 in our shape, storing nothing', async (_case, path, body) => {
    const before = await counts();
    const response = await postJson(server.url, path, body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: unknown; issues: unknown[] };
    expect(typeof answer.error).toBe('string');
    expect(answer.issues.length).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);
  });

  it.each([
    [5000, 413],
    [2000, 400],
  ])(
    'refuses data and attributes nested %i deep with %i (over the body limit, or by the schema)',
    async (depth, status) => {
      const before = await counts();
      const nested = deeplyNested(depth);
      const events = await postRaw(server.url, '/api/events', `{"events":[{"name":"pageView","data":${nested}}]}`);
      const errors = await postRaw(server.url, '/api/client-errors', `{"message":"x","attributes":${nested}}`);
      expect([events.status, errors.status]).toEqual([status, status]);
      expect(await errors.json()).toHaveProperty('error');
      expect(await counts()).toEqual(before);
    },
  );

  it('refuses a __proto__ key (in the raw JSON) with 400', async () => {
    const before = await counts();
    for (const path of ['/api/events', '/api/client-errors']) {
      const body =
        path === '/api/events'
          ? '{"events":[{"name":"pageView","data":{"__proto__":{"polluted":1}}}]}'
          : '{"message":"x","attributes":{"__proto__":{"polluted":1}}}';
      const response = await postRaw(server.url, path, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: expect.any(String) });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  it('refuses telemetry bodies over 16 KB with 413', async () => {
    const response = await postJson(server.url, '/api/client-errors', { message: 'x', stack: 'y'.repeat(17_000) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'The request body is too large' });
  });
});

function range<T>(length: number, make: (index: number) => T): T[] {
  return Array.from({ length }, (_, index) => make(index));
}
