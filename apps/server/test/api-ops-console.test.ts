import { afterAll, beforeAll, expect, it } from 'vitest';
import { applicantReasons, resultResponseSchema } from '@quickcheck/contracts';
import { ACTIVITIES } from '../src/experiments/activities.ts';
import { assignExperience } from '../src/experiments/assignment.ts';
import { REFERRAL_WINDOW_SECONDS, refreshRollups } from '../src/ops/ops-facts.ts';
import { offersOpenBanking } from '../src/quotation/definitions.ts';
import { openDecisionRecordAsWritten, sealDecisionRecord } from '../src/quotation/decision-record-crypto.ts';
import { createPiiProtector } from '../src/security/pii-crypto.ts';
import { OPS_AUTH_LIMITS } from '../src/ops/ops-auth.ts';
import { SIGN_IN_LOCKED, SIGN_IN_REFUSED } from '../src/ops/ops-texts.ts';
import { completeStages, fetchForm, ordinaryAnswers, postJson, submissionFor } from './helpers/applicant.ts';
import { countRows, forEachDatabase } from './helpers/databases.ts';
import { visitorOn } from './helpers/host-visitor.ts';
import { completeFrom, linkAccount, referredCheck } from './helpers/open-banking.ts';
import { csrfOf, OpsBrowser, totpSecretOf } from './helpers/ops-browser.ts';
import { OPS_TEST_PASSWORD, OpsOperators } from './helpers/ops-operators.ts';
import { startTestApp, TEST_KEYS, type TestApp } from './helpers/test-app.ts';
import { asHtml } from './helpers/html-text.ts';

const PASSWORD = OPS_TEST_PASSWORD;
const MINUTE = 60_000;

forEachDatabase('the operator console (issue 24)', (ctx) => {
  let server: TestApp;
  const operators = new OpsOperators(
    () => server,
    () => ctx.db,
  );
  const { enrolments, secrets } = operators;
  const nextCode = (email: string) => operators.nextCode(email);
  const passwordStep = (browser: OpsBrowser, email: string, password = PASSWORD, enrolment?: string) =>
    operators.passwordStep(browser, email, password, enrolment);
  const signedIn = (email: string) => operators.signedIn(email);

  beforeAll(async () => {
    server = await startTestApp(ctx.db);
    for (const [email, role] of [
      ['admin@ops.test', 'admin'],
      ['compliance@ops.test', 'compliance'],
      ['analyst@ops.test', 'analyst'],
      ['locked@ops.test', 'analyst'],
      ['leaver@ops.test', 'compliance'],
    ] as const)
      await operators.add(email, role);
  });
  afterAll(async () => server?.close());

  it('is behind sign-in, never indexed, and its own page with no script', async () => {
    const browser = new OpsBrowser(server.url);
    const first = await browser.get('/ops');
    expect(first.response.status).toBe(303);
    expect(first.response.headers.get('location')).toBe('/ops/sign-in');
    const signIn = await browser.get('/ops/sign-in');
    expect(signIn.response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(signIn.response.headers.get('cache-control')).toBe('no-store');
    expect((await browser.get('/ops/console.css')).response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(signIn.text).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(signIn.text).not.toContain('<script');
    expect(signIn.text).toContain('href="/ops/console.css"');
    // Its own icon, so the browser never asks for /favicon.ico (which would draw the visitor's form page).
    const icon = /<link rel="icon" href="([^"]+)"\/>/.exec(signIn.text)?.[1];
    expect(icon).toBeDefined();
    const iconResponse = (await browser.get(icon!)).response;
    expect(iconResponse.status).toBe(200);
    expect(iconResponse.headers.get('content-type')).toContain('image/svg+xml');
    expect((await browser.get('/ops/no-such-page')).response.status).toBe(404);
  });

  it('signs in with a password then a TOTP code, enrolling by QR code through the link the first time; a code counts once', async () => {
    const browser = new OpsBrowser(server.url);
    const link = enrolments.get('admin@ops.test')!;
    const password = await passwordStep(browser, 'admin@ops.test', PASSWORD, link);
    expect(password.response.status).toBe(303);
    expect(password.response.headers.get('location')).toBe('/ops/second-factor');
    const cookie = browser.lastSetCookies.find((line) => line.startsWith('ops_session='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/ops/);
    expect(cookie).not.toMatch(/Secure/); // http here; https origins get Secure
    const halfway = browser.cookie('ops_session');

    // The password alone opens nothing.
    expect((await browser.get('/ops')).response.headers.get('location')).toBe('/ops/sign-in');

    const enrol = await browser.get('/ops/second-factor');
    expect(enrol.text).toContain('role="img" aria-label="QR code for your authenticator app"');
    const secret = totpSecretOf(enrol.text);
    secrets.set('admin@ops.test', secret);

    const wrong = await browser.post('/ops/second-factor', { csrf: csrfOf(enrol.text), code: '000000' });
    expect(wrong.response.status).toBe(401);
    expect(wrong.text).toContain(SIGN_IN_REFUSED);

    const code = nextCode('admin@ops.test');
    const right = await browser.post('/ops/second-factor', { csrf: csrfOf(enrol.text), code });
    expect(right.response.status).toBe(303);
    expect(browser.cookie('ops_session')).not.toBe(halfway);
    const home = await browser.get('/ops');
    expect(home.response.status).toBe(200);
    expect(home.text).toContain('<h1>Funnel</h1>');
    enrolments.delete('admin@ops.test');

    // The same code again, in another sign-in within its 30 seconds: refused (RFC 6238 §5.2).
    const again = new OpsBrowser(server.url);
    await passwordStep(again, 'admin@ops.test', PASSWORD, link);
    const page = await again.get('/ops/second-factor');
    expect(page.text).not.toContain('QR code'); // enrolled now: the link is used up and the key not shown again
    expect(page.text).not.toContain(secret);
    const reused = await again.post('/ops/second-factor', { csrf: csrfOf(page.text), code });
    expect(reused.response.status).toBe(401);
  });

  it('marks its cookies Secure where the site is served over https', async () => {
    const https = await startTestApp(ctx.db, { config: { publicOrigin: 'https://quickcheck.example' } });
    try {
      // A visitor on the configured https site (behind its TLS proxy), as a browser there would be.
      const visitor = visitorOn(https.url, 'https://quickcheck.example');
      expect((await visitor.get('/ops/sign-in')).status).toBe(200);
      expect(visitor.setCookieLine('ops_csrf')).toMatch(/; Secure/);
    } finally {
      await https.close();
    }
  });

  it('answers an unknown email exactly as a wrong password, and locks an email after repeated failures', async () => {
    const unknown = await passwordStep(new OpsBrowser(server.url), 'nobody@ops.test');
    const wrong = await passwordStep(new OpsBrowser(server.url), 'analyst@ops.test', 'not the password');
    expect(unknown.response.status).toBe(401);
    expect(wrong.response.status).toBe(401);
    expect(unknown.text).toBe(wrong.text.replace(/value="[^"]+"/, unknown.text.match(/value="[^"]+"/)![0]));

    for (const email of ['locked@ops.test', 'ghost@ops.test']) {
      for (let i = 0; i < OPS_AUTH_LIMITS.lockoutFailures; i++)
        await passwordStep(new OpsBrowser(server.url), email, 'wrong');
      const locked = await passwordStep(new OpsBrowser(server.url), email);
      expect(locked.response.status).toBe(423);
      expect(locked.text).toContain(SIGN_IN_LOCKED);
    }
    server.clock.advance((OPS_AUTH_LIMITS.lockoutMinutes + 1) * MINUTE);
    expect((await passwordStep(new OpsBrowser(server.url), 'locked@ops.test')).response.status).toBe(303);
  });

  it('refuses a change without its CSRF token or from another origin, and changes nothing', async () => {
    const browser = await signedIn('analyst@ops.test');
    const page = await browser.get('/ops');
    const sessions = await countRows(ctx.db, 'ops_sessions');
    expect((await browser.post('/ops/sign-out', {})).response.status).toBe(403);
    expect((await browser.post('/ops/sign-out', { csrf: 'forged' })).response.status).toBe(403);
    expect(
      (await browser.post('/ops/sign-out', { csrf: csrfOf(page.text) }, { origin: 'https://evil.example' })).response
        .status,
    ).toBe(403);
    expect(await countRows(ctx.db, 'ops_sessions')).toBe(sessions);
    expect((await browser.get('/ops')).response.status).toBe(200);

    // The sign-in form needs the token its page set in a cookie.
    const stranger = new OpsBrowser(server.url);
    const forged = await stranger.post('/ops/sign-in', { csrf: 'x', email: 'analyst@ops.test', password: PASSWORD });
    expect(forged.response.status).toBe(403);

    const out = await browser.post('/ops/sign-out', { csrf: csrfOf(page.text) });
    expect(out.response.status).toBe(303);
    expect((await browser.get('/ops')).response.headers.get('location')).toBe('/ops/sign-in');
  });

  it('lets an admin disable an operator, whose sessions end at once and who cannot sign in, and enable them again (audited)', async () => {
    const leaver = await signedIn('leaver@ops.test');
    const admin = await signedIn('admin@ops.test');
    const users = await admin.get('/ops/users');
    const form = new RegExp(
      `<form[^>]* action="/ops/users/disable"[^>]*>[\\s\\S]*?name="id" value="([^"]+)"/><button type="submit">Disable leaver@ops.test</button>`,
    ).exec(users.text);
    expect(form).not.toBeNull();
    const id = form![1]!;
    expect(users.text).not.toContain('Disable admin@ops.test'); // not oneself

    // Without the session's token, from an analyst, or for oneself: refused, nothing changes.
    expect((await admin.post('/ops/users/disable', { id })).response.status).toBe(403);
    const analyst = await signedIn('analyst@ops.test');
    const analystPage = await analyst.get('/ops');
    expect((await analyst.post('/ops/users/disable', { csrf: csrfOf(analystPage.text), id })).response.status).toBe(
      403,
    );
    const adminId = (await ctx.db.query<{ id: string }>(`select id from ops_users where email = 'admin@ops.test'`))
      .rows[0]!.id;
    expect((await admin.post('/ops/users/disable', { csrf: csrfOf(users.text), id: adminId })).response.status).toBe(
      403,
    );
    expect((await leaver.get('/ops')).response.status).toBe(200);

    const disabled = await admin.post('/ops/users/disable', { csrf: csrfOf(users.text), id });
    expect(disabled.response.status).toBe(303);
    expect((await leaver.get('/ops')).response.headers.get('location')).toBe('/ops/sign-in');
    const again = new OpsBrowser(server.url);
    const refused = await passwordStep(again, 'leaver@ops.test');
    expect(refused.response.status).toBe(401);
    expect(refused.text).toContain(SIGN_IN_REFUSED);
    const listed = await admin.get('/ops/users');
    expect(listed.text).toMatch(/<th scope="row">leaver@ops.test<\/th>(<td>[^<]*<\/td>){3}<td>disabled /);
    expect(listed.text).toContain('Enable leaver@ops.test');

    expect((await admin.post('/ops/users/enable', { csrf: csrfOf(listed.text), id })).response.status).toBe(303);
    await signedIn('leaver@ops.test');
    const { rows } = await ctx.db.query<{ action: string; email: string; subject: string }>(
      `select action, email, subject from ops_audit_log where action like 'account-%abled' order by id`,
    );
    expect(rows).toEqual([
      { action: 'account-disabled', email: 'admin@ops.test', subject: id },
      { action: 'account-enabled', email: 'admin@ops.test', subject: id },
    ]);
  });

  it('ends a session after its idle time-out', async () => {
    const browser = await signedIn('analyst@ops.test');
    server.clock.advance((OPS_AUTH_LIMITS.idleMinutes - 1) * MINUTE);
    expect((await browser.get('/ops')).response.status).toBe(200);
    server.clock.advance((OPS_AUTH_LIMITS.idleMinutes + 1) * MINUTE);
    expect((await browser.get('/ops')).response.headers.get('location')).toBe('/ops/sign-in');
  });

  it('counts the scripted checks in the funnel, exports it as CSV (audited), and an offer in its window is not a drop-off', async () => {
    const start = server.clock.now();
    const results = [];
    // Scripted journeys through the form's stages: one leaves after the first stage, one after
    // the second (going back over the first counts it once), three complete them all and submit,
    // and one on a comparison site's channel completes the first stage.
    const leaver = await fetchForm(server.url);
    await completeStages(server.url, leaver, ordinaryAnswers(), 1);
    const later = await fetchForm(server.url);
    await completeStages(server.url, later, ordinaryAnswers(), 2);
    await completeStages(server.url, later, ordinaryAnswers(), 1);
    await completeStages(server.url, await fetchForm(server.url, 'consumerName=MSM'), ordinaryAnswers(), 1);
    for (const lastName of ['Smith', 'Jones', 'Decline']) {
      const form = await fetchForm(server.url);
      await completeStages(server.url, form, ordinaryAnswers({ 'last-name': lastName }));
      const response = await postJson(
        server.url,
        '/api/quotation',
        submissionFor(form, ordinaryAnswers({ 'last-name': lastName })),
      );
      results.push(resultResponseSchema.parse(await response.json()));
    }
    expect(results.map((result) => result.reason)).toEqual(['MATCH_AND_OFFER', 'MATCH_AND_OFFER', 'SCORE_DECLINE']);
    const browser = await signedIn('analyst@ops.test');
    const day = start.toISOString().slice(0, 10);
    const range = `from=${day}&to=${day}&brand=quickcheck&channel=direct`;
    const csv = await browser.get(`/ops/funnel.csv?${range}`);
    expect(csv.response.headers.get('content-type')).toMatch(/^text\/csv/);
    // Every form session is still inside its inactivity window: the ones that stopped are in
    // progress, not dropped off. No page was drawn (API calls only): no page view.
    // The declined check was ended by the decision: not a visitor who dropped off (issue 34).
    expect(csv.text.split('\r\n').slice(0, 10)).toEqual([
      'stage,reached,dropped_off,in_progress,ended_by_decision',
      'Form page viewed,0,,,',
      'About you completed,5,0,0,',
      'Your address completed,4,0,1,',
      'Your finances completed,3,0,1,',
      'Staying in touch completed,3,0,0,',
      'Checks submitted,3,0,0,',
      'Decided,3,0,0,',
      'Offered (straight away or after open banking),2,0,0,1',
      'Agreement accepted,0,0,2,',
    ]);
    // What a consenting browser sent: the form page (and another page), the form started.
    const events = [
      { name: 'pageView', data: { path: '/' } },
      { name: 'pageView', data: { path: '/result' } },
      { name: 'quoteSession', data: { definition: 'qco-standard' } },
    ];
    expect((await postJson(server.url, '/api/events', { events })).status).toBe(204);
    const page = await browser.get(`/ops?${range}`);
    expect(page.text).toMatch(/<th scope="row">Checks submitted<\/th><td>3<\/td>/);
    expect(page.text).toMatch(/<th scope="row">Your address completed<\/th><td>4<\/td><td>0<\/td><td>1<\/td>/);
    expect(page.text).toContain('Before the check (needs consent)');
    expect(page.text).toMatch(/<th scope="row">Form page viewed<\/th><td>1<\/td>/);
    expect(page.text).toMatch(/<th scope="row">Form started<\/th><td>1<\/td>/);
    expect(page.text).toMatch(/<th scope="row">Check submitted<\/th><td>0<\/td>/);
    // The comparison site's channel saw only its own visitor's first stage.
    const msm = (await browser.get(`/ops/funnel.csv?from=${day}&to=${day}&channel=MSM`)).text;
    expect(msm).toContain('About you completed,1,0,0,\r\nYour address completed,0,0,1,');
    expect(msm).toContain('Checks submitted,0,0,0,');

    // A day later the offers' window has passed, and every form session has timed out: now the
    // visitors who stopped count as dropped off.
    server.clock.advance(25 * 60 * MINUTE);
    const nextDay = await signedIn('analyst@ops.test');
    const dayAfter = (await nextDay.get(`/ops/funnel.csv?${range}`)).text;
    expect(dayAfter).toContain('Agreement accepted,0,2,0,');
    expect(dayAfter).toContain('Offered (straight away or after open banking),2,0,0,1');
    expect(dayAfter).toContain('Your address completed,4,1,0,\r\nYour finances completed,3,1,0,');

    const { rows } = await ctx.db.query<{ action: string; subject: string }>(
      `select action, subject from ops_audit_log where action = 'export' and email = 'analyst@ops.test'`,
    );
    expect(rows).toEqual([
      { action: 'export', subject: 'funnel' },
      { action: 'export', subject: 'funnel' },
      { action: 'export', subject: 'funnel' },
    ]);
    const outcomes = await nextDay.get(`/ops/outcomes?${range}`);
    expect(outcomes.response.status).toBe(200);
    expect(outcomes.text).toMatch(/<th scope="row">credit-score<\/th><td>1<\/td>/);
  });

  it('lets compliance explain one decision by reference, replayed, and audited; an analyst gets 403 and no link', async () => {
    const form = await fetchForm(server.url);
    const response = await postJson(
      server.url,
      '/api/quotation',
      submissionFor(form, ordinaryAnswers({ 'last-name': 'Decline' })),
    );
    const result = resultResponseSchema.parse(await response.json());
    const reference = result.explanation!.reference;

    const analyst = await signedIn('analyst@ops.test');
    const home = await analyst.get('/ops');
    expect(home.text).not.toContain('/ops/decisions');
    expect((await analyst.get(`/ops/decisions?q=${reference}`)).response.status).toBe(403);
    expect((await analyst.get('/ops/users')).response.status).toBe(403);
    expect((await analyst.get('/ops/audit')).response.status).toBe(403);

    const compliance = await signedIn('compliance@ops.test');
    const found = await compliance.get(`/ops/decisions?q=${reference}`);
    expect(found.response.status).toBe(200);
    expect(found.text).toContain(result.quotationId);
    expect(found.text).toMatch(/data-testid="replay">Replayed by engine [^:]+: the same outcome \(SCORE_DECLINE\)/);
    expect(found.text).toContain('Inputs the engine used');
    // Beside the findings, what the applicant was shown, in the words their page used (issue 34), and the order's rule.
    const shown = applicantReasons(result.explanation!);
    expect(shown.findings.length).toBeGreaterThan(0);
    for (const finding of shown.findings) expect(found.text).toContain(asHtml(finding.finding));
    for (const part of [shown.rankingRule!, shown.checkAgain!, shown.agencyName!])
      expect(found.text).toContain(asHtml(part));
    // A very poor score (−40 against a best of +180) is short 220 points, a CCJ (−150 against 0) 150: in that order.
    expect(found.text).toMatch(/<th scope="row">credit-score<\/th><td>-40<\/td><td>very poor<\/td><td>220<\/td>/);
    expect(found.text).toMatch(/<th scope="row">ccjs<\/th><td>-150<\/td><td>1 CCJ\(s\)<\/td><td>150<\/td>/);
    expect((await compliance.get(`/ops/decisions?q=${result.quotationId}`)).text).toContain(reference);

    // A record stamped with an engine version this build does not have is said plainly, not replayed by another.
    const pii = createPiiProtector(TEST_KEYS.piiKey);
    const sealed = await ctx.db.query<{ decision_inputs_encrypted: string }>(
      'select decision_inputs_encrypted from quotations where id = $1',
      [result.quotationId],
    );
    const stored = openDecisionRecordAsWritten(pii, sealed.rows[0]!.decision_inputs_encrypted);
    await ctx.db.query('update quotations set decision_inputs_encrypted = $2 where id = $1', [
      result.quotationId,
      sealDecisionRecord(pii, { ...stored, engineVersion: 'qc-engine-1999.1' }),
    ]);
    expect((await compliance.get(`/ops/decisions?q=${reference}`)).text).toContain(
      'Could not replay: Decision made by engine qc-engine-1999.1, which this build cannot replay',
    );
    expect((await compliance.get('/ops/users')).response.status).toBe(403);

    const admin = await signedIn('admin@ops.test');
    const log = await admin.get('/ops/audit');
    expect(log.text).toMatch(new RegExp(`compliance@ops.test</td><td>decision-lookup</td><td>${result.quotationId}`));
    expect(log.text).toContain('<td>sign-in</td>');
    expect((await admin.get('/ops/users')).text).toContain('analyst@ops.test');

    // Append-only: a change, a deletion or a truncation is refused with an error, for every role.
    const before = await countRows(ctx.db, 'ops_audit_log');
    for (const change of [
      `update ops_audit_log set email = 'someone-else'`,
      'delete from ops_audit_log',
      'truncate ops_audit_log',
    ]) {
      await expect(ctx.db.query(change)).rejects.toThrow(/audit log is append-only/);
    }
    expect(await countRows(ctx.db, 'ops_audit_log')).toBe(before);
  });

  it('open banking, experiments and service health count the checks behind them', async () => {
    const day = server.clock.now().toISOString().slice(0, 10);
    const range = `from=${day}&to=${day}`;
    const referred = await referredCheck(server.url);
    const handBack = await linkAccount(server.url, referred, 'healthy');
    expect((await completeFrom(server.url, handBack, referred.cookie)).status).toBe(200);
    const slow = await fetchForm(server.url);
    await postJson(server.url, '/api/quotation', submissionFor(slow, ordinaryAnswers({ 'last-name': 'Slow' })));

    const hero = ACTIVITIES[0]!;
    const tntIds = ['tnt-ops-1', 'tnt-ops-2', 'tnt-ops-3'];
    for (const tntId of tntIds) {
      const experience = assignExperience(hero, tntId)!;
      const form = await fetchForm(server.url);
      const claim = {
        tntId,
        activityId: hero.id,
        activityName: hero.name,
        experienceId: experience.id,
        experienceName: experience.name,
      };
      expect((await postJson(server.url, '/api/quotation', submissionFor(form, ordinaryAnswers(), claim))).status).toBe(
        200,
      );
    }

    const analyst = await signedIn('analyst@ops.test');
    const ob = (await analyst.get(`/ops/open-banking?${range}`)).text;
    expect(ob).toMatch(/<th scope="row">Referred to open banking<\/th><td>1<\/td>/);
    expect(ob).toMatch(/<th scope="row">Linked a bank account<\/th><td>1<\/td>/);
    expect(ob).toMatch(/<th scope="row">Offer after open banking<\/th><td>1<\/td>/);
    expect(ob).toContain('Open banking added 1 offer to the 3 made straight from the form');
    const funnelCsv = (await analyst.get(`/ops/funnel.csv?${range}`)).text;
    expect(funnelCsv).toContain('outcome: Offer after open banking,1,,,\r\n');
    expect(funnelCsv).toContain('outcome: Offer,3,,,\r\n');

    const healthPage = (await analyst.get(`/ops/health?${range}`)).text;
    expect(healthPage).toMatch(/<th scope="row">Of which agency time-outs<\/th><td>1<\/td>/);
    expect(healthPage).toMatch(/<th scope="row">timeout<\/th><td>1<\/td>/);

    const experiments = (await analyst.get(`/ops/experiments?${range}`)).text;
    for (const experience of hero.experiences) {
      const n = tntIds.filter((tntId) => assignExperience(hero, tntId)!.id === experience.id).length;
      expect(experiments).toMatch(
        new RegExp(`<th scope="row">${experience.name}</th><td>50.0%</td><td>${n}</td><td>${n}</td>`),
      );
    }
    // Three checks carried the activity: too few for the split's test, which is not claimed (issue 34).
    expect(experiments).toMatch(/3 checks of the \d+ submitted in this range carried an experience of this activity/);
    expect(experiments).toContain('Too few to test the split: it is tested from 10');
    expect(experiments).not.toMatch(/sample ratio/i);
  });

  it('gives the same figures from its daily roll-ups as from the rows they roll up', async () => {
    // Three days on, every check above is old enough to be rolled up.
    server.clock.advance(3 * 24 * 60 * MINUTE);
    const analyst = await signedIn('analyst@ops.test');
    const today = server.clock.now().toISOString().slice(0, 10);
    const views = ['/ops/funnel.csv', '/ops', '/ops/outcomes', '/ops/open-banking', '/ops/experiments', '/ops/health'];
    const year = `from=2026-01-01&to=${today}`;
    // All brands and channels, one brand, one channel, both: each reads its own roll-up rows.
    const ranges = [
      year,
      `${year}&brand=quickcheck`,
      `${year}&channel=direct`,
      `${year}&brand=quickcheck&channel=direct`,
    ];
    const read = async () => {
      const pages: string[] = [];
      for (const view of views) for (const range of ranges) pages.push((await analyst.get(`${view}?${range}`)).text);
      return pages;
    };
    const live = await read();
    expect(live[0]).toContain(`Checks submitted,${await countRows(ctx.db, 'quotations')},`);
    expect(await refreshRollups(ctx.db, server.clock.now())).toMatchObject({ from: '2026-03-02' });
    expect(await countRows(ctx.db, 'ops_daily_counts')).toBeGreaterThan(0);
    expect(await read()).toEqual(live);
    // A later refresh rolls the last week up again, and nothing changes.
    await refreshRollups(ctx.db, server.clock.now());
    expect(await read()).toEqual(live);
  });
  it('tells a referral not taken up (in progress for its hour, then dropped off) from a check the decision ended, and counts a referral where open banking is not offered as the decline its visitor saw', async () => {
    // A day of its own, after every check above.
    server.clock.advance(24 * 60 * MINUTE);
    const day = server.clock.now().toISOString().slice(0, 10);
    // luma offers open banking; postoffice does not, so its visitor was shown a plain decline.
    expect(offersOpenBanking('luma')).toBe(true);
    expect(offersOpenBanking('postoffice')).toBe(false);
    const luma = await referredCheck(server.url, 'partner=luma');
    expect(luma.result.openBankingUrl).toBeDefined();
    const postoffice = await referredCheck(server.url, 'partner=postoffice');
    expect(postoffice.result).toMatchObject({ reason: 'SCORE_DECLINE' });
    expect(postoffice.result.openBankingUrl).toBeUndefined();

    const offered = (csv: string) => csv.split('\r\n').find((row) => row.startsWith('Offered'));
    const outcome = (csv: string, label: string) =>
      csv.split('\r\n').find((row) => row.startsWith(`outcome: ${label},`));
    const read = async (brand: string) =>
      (await (await signedIn('analyst@ops.test')).get(`/ops/funnel.csv?from=${day}&to=${day}&brand=${brand}`)).text;

    const lumaNow = await read('luma');
    expect(offered(lumaNow)).toBe('Offered (straight away or after open banking),0,0,1,0');
    expect(outcome(lumaNow, 'Referred to open banking')).toBe('outcome: Referred to open banking,1,,,');
    const postofficeNow = await read('postoffice');
    expect(offered(postofficeNow)).toBe('Offered (straight away or after open banking),0,0,0,1');
    expect(outcome(postofficeNow, 'Referred to open banking')).toBe('outcome: Referred to open banking,0,,,');
    expect(outcome(postofficeNow, 'Declined')).toBe('outcome: Declined,1,,,');

    // Past the hour the browser could take the referral up: the visitor left at open banking.
    server.clock.advance((REFERRAL_WINDOW_SECONDS / 60 + 1) * MINUTE);
    expect(offered(await read('luma'))).toBe('Offered (straight away or after open banking),0,1,0,0');
    expect(offered(await read('postoffice'))).toBe('Offered (straight away or after open banking),0,0,0,1');
  });
});
