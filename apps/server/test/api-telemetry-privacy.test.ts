import { afterAll, beforeAll, expect, it } from 'vitest';
import { purgeTelemetry } from '../src/telemetry/telemetry-repo.ts';
import { postJson } from './helpers/applicant.ts';
import { countRows, forEachDatabase } from './helpers/databases.ts';
import { CANARY, expectNoCanary, telemetryText } from './helpers/telemetry-rows.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

forEachDatabase('telemetry privacy and retention', (ctx) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(ctx.db);
  });
  afterAll(async () => server?.close());

  const counts = async () => [await countRows(ctx.db, 'analytics_events'), await countRows(ctx.db, 'client_errors')];

  it('canary: personal data sent through every field of both endpoints is in no row and no log line', async () => {
    const all = `${CANARY.name} ${CANARY.lastName} ${CANARY.email} ${CANARY.phone} ${CANARY.postcode}`;
    const values = [CANARY.name, CANARY.lastName, CANARY.email, CANARY.phone, CANARY.postcode, all];
    for (const value of values) {
      const data = { [CANARY.name]: value, path: value, link: value, reason: value, field: value, list: [value] };
      const events = [
        { name: CANARY.name, data },
        { name: `${CANARY.name}${CANARY.lastName}`, data: { count: 7700900461 } },
      ];
      expect((await postJson(server.url, '/api/events', { events })).status).toBe(204);
      const report = {
        message: `Invalid value ${value} (${all}) at https://x.example/?name=${CANARY.name}`,
        name: `${CANARY.name}Error`.replace(/ /g, ''),
        stack: `${all}\n    at handle (http://localhost/assets/a.js?email=${CANARY.email}:1:2)\n${value}`,
        url: `http://localhost:3000/${CANARY.name}?lastName=${CANARY.lastName}`,
        attributes: { [CANARY.lastName]: value, detail: value },
      };
      expect((await postJson(server.url, '/api/client-errors', { errors: [report, { message: value }] })).status).toBe(
        204,
      );
    }
    expectNoCanary(await telemetryText(ctx.db), 'the telemetry tables');
    expectNoCanary(server.logText(), 'the log');
  });

  it('purges analytics after 90 days and client errors after 30', async () => {
    const day = 24 * 60 * 60 * 1000;
    const start = server.clock.now().getTime();
    const [events, errors] = await counts();
    server.clock.advance(-100 * day);
    await postJson(server.url, '/api/events', { events: [{ name: 'oldEvent' }] });
    await postJson(server.url, '/api/client-errors', { message: 'old error' });
    server.clock.advance(100 * day);
    expect(await purgeTelemetry(ctx.db, new Date(start))).toEqual({ analytics_events: 1, client_errors: 1 });
    expect(await counts()).toEqual([events, errors]);
    // Everything else is younger than 30 days: a purge 31 days on takes the errors, not the events.
    const later = await purgeTelemetry(ctx.db, new Date(start + 31 * day));
    expect(later).toEqual({ analytics_events: 0, client_errors: errors });
  });
});

forEachDatabase('a failing query', (ctx) => {
  it('is logged without its parameters or the value it echoes', async () => {
    const real = ctx.db;
    // The insert is made to fail inside the database, with the canary among its parameters.
    const failing = {
      ...real,
      query: <T>(sql: string, params?: unknown[]) =>
        real.query<T>(sql.startsWith('insert into client_errors') ? sql.replace(/\$1\b/, '$1::uuid') : sql, [
          ...(sql.startsWith('insert into client_errors')
            ? [CANARY.email, ...(params ?? []).slice(1)]
            : (params ?? [])),
        ]),
    };
    const server = await startTestApp(failing);
    try {
      const response = await postJson(server.url, '/api/client-errors', { message: 'x' });
      expect(response.status).toBe(500);
      const line = server
        .logText()
        .split('\n')
        .find((entry) => entry.includes('request failed'));
      expect(line).toContain('"code":"22P02"');
      expectNoCanary(server.logText(), 'the log');
    } finally {
      await server.close();
    }
  });
});
