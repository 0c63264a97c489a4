import { afterAll, beforeAll, expect, it } from 'vitest';
import { SESSION_REFUSAL, snapshotKeyResponseSchema } from '@quickcheck/contracts';
import { fetchForm, ordinaryAnswers, postJson, submissionFor, type FormSession } from './helpers/applicant.ts';
import { forEachDatabase } from './helpers/databases.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const INACTIVITY_MINUTES = 20;
const minutes = (count: number) => count * 60_000;

forEachDatabase('the server refuses a form session left idle too long', (ctx) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(ctx.db, { config: { sessionInactivityMinutes: INACTIVITY_MINUTES } });
  });
  afterAll(async () => server?.close());

  const headers = (form: FormSession) => ({ 'Session-Id': form.payload.sessionId });
  const stage = (form: FormSession) =>
    postJson(server.url, '/api/stage', { stageId: 'your-preferences', answers: {} }, headers(form));
  const ping = (form: FormSession) => postJson(server.url, '/api/session/activity', {}, headers(form));

  it('keeps a session alive while calls keep coming, each within the setting', async () => {
    const form = await fetchForm(server.url);
    for (let step = 0; step < 3; step += 1) {
      server.clock.advance(minutes(INACTIVITY_MINUTES - 1));
      expect((await ping(form)).status).toBe(204);
    }
    expect((await stage(form)).status).toBe(200);
  });

  it('refuses the quotation, stage checks, lookups and pings once idle past the setting, storing nothing', async () => {
    const form = await fetchForm(server.url);
    server.clock.advance(minutes(INACTIVITY_MINUTES) + 1000);

    const quotation = await postJson(server.url, '/api/quotation', submissionFor(form, ordinaryAnswers()));
    expect(quotation.status).toBe(401);
    expect(await quotation.json()).toEqual({ error: 'Your session has timed out', code: SESSION_REFUSAL.inactive });
    const lookup = await postJson(server.url, '/api/address-lookup', { postcode: 'AB1 2CD' }, headers(form));
    expect(lookup.status).toBe(401);
    expect((await stage(form)).status).toBe(401);
    // A ping cannot revive it either: the page alone cannot keep an idle session alive.
    expect((await ping(form)).status).toBe(401);
    const stored = await ctx.db.query('select 1 from quotations where session_id = $1', [form.payload.sessionId]);
    expect(stored.rows).toHaveLength(0);
  });

  it('counts a session from its issue until its first activity, then from its last', async () => {
    const form = await fetchForm(server.url);
    // GET /api/form wrote nothing: the first call within the window brings the session to life.
    server.clock.advance(minutes(INACTIVITY_MINUTES - 1));
    expect((await ping(form)).status).toBe(204);
    server.clock.advance(minutes(INACTIVITY_MINUTES - 1));
    expect((await stage(form)).status).toBe(200);
    server.clock.advance(minutes(INACTIVITY_MINUTES) + 1000);
    const late = await ping(form);
    expect(late.status).toBe(401);
    expect(await late.json()).toMatchObject({ code: SESSION_REFUSAL.inactive });
  });

  it('refuses, as timed out, a session whose first call comes after the window', async () => {
    const form = await fetchForm(server.url);
    server.clock.advance(minutes(INACTIVITY_MINUTES) + 1000);
    const response = await ping(form);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: SESSION_REFUSAL.inactive });
  });

  it('refuses an id altered from one it handed out, even a recent one', async () => {
    const { sessionId } = (await fetchForm(server.url)).payload;
    const last = sessionId.at(-1) === '0' ? '1' : '0';
    const altered = { 'Session-Id': `${sessionId.slice(0, -1)}${last}` };
    const response = await postJson(server.url, '/api/session/activity', {}, altered);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: SESSION_REFUSAL.unknown });
  });

  it('refuses a session id it never handed out', async () => {
    const unknown = { 'Session-Id': '2f1c7d2e-8d6a-4c5b-9b1e-6a7f0e3d4c21' };
    const response = await postJson(server.url, '/api/session/activity', {}, unknown);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: SESSION_REFUSAL.unknown });
  });

  it('hands out the same snapshot key for a session while active, another for another, none once idle', async () => {
    const [form, other] = await Promise.all([fetchForm(server.url), fetchForm(server.url)]);
    const keyOf = async (session: FormSession) => {
      const response = await postJson(server.url, '/api/session/snapshot-key', {}, headers(session));
      return response.status === 200 ? snapshotKeyResponseSchema.parse(await response.json()).key : response.status;
    };
    const key = await keyOf(form);
    expect(typeof key).toBe('string');
    expect(await keyOf(form)).toBe(key);
    expect(await keyOf(other)).not.toBe(key);
    server.clock.advance(minutes(INACTIVITY_MINUTES) + 1000);
    expect(await keyOf(form)).toBe(401);
  });
});
