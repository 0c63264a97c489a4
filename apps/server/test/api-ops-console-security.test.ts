import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { newDecisionReference } from '../src/quotation/decision-reference.ts';
import { attemptKeyOf, OPS_AUTH_LIMITS } from '../src/ops/ops-auth.ts';
import { forgetAccountFailures } from '../src/ops/ops-sign-in-attempts.ts';
import { GUESSING_NOTICE_SUBJECT } from '../src/ops/ops-guessing-notice.ts';
import { SIGN_IN_LOCKED, SIGN_IN_RATE_LIMITED, SIGN_IN_REFUSED } from '../src/ops/ops-texts.ts';
import { hashToken } from '../src/ops/ops-tokens.ts';
import { totpCode } from '../src/ops/ops-totp.ts';
import { forEachDatabase } from './helpers/databases.ts';
import { csrfOf, OpsBrowser, totpSecretOf } from './helpers/ops-browser.ts';
import { OPS_TEST_PASSWORD, OpsOperators } from './helpers/ops-operators.ts';
import { startTestApp, TEST_KEYS, type TestApp } from './helpers/test-app.ts';
import { startTestSmtpServer, type TestSmtpServer } from './helpers/test-smtp-server.ts';

const MINUTE = 60_000;
const WINDOW = (OPS_AUTH_LIMITS.lockoutMinutes + 1) * MINUTE;
const statusesOf = (answers: { response: Response }[]) => answers.map((answer) => answer.response.status);
const count = (statuses: number[], status: number) => statuses.filter((each) => each === status).length;

// Each attempt is a real argon2id verification (19 MiB, 2 passes), up to 60 at once: on two cores
// shared with other work (load 35) a test took over 30 s, so this file gets room the others need not.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

// Issue 35's findings 1, 2 and 7 on the console's sign-in, re-run as the probe ran them.
forEachDatabase('the operator console: sign-in under attack (issue 35)', (ctx) => {
  let server: TestApp;
  let smtp: TestSmtpServer;
  const operators = new OpsOperators(
    () => server,
    () => ctx.db,
  );
  /** A browser at an address of its own: the app believes one proxy hop (X-Forwarded-For). */
  const browserAt = (address: string) => new OpsBrowser(server.url, { 'x-forwarded-for': address });
  const auditRows = async (action: string) =>
    (
      await ctx.db.query<{ email: string | null; subject: string | null; detail: Record<string, unknown> }>(
        'select email, subject, detail from ops_audit_log where action = $1 order by id',
        [action],
      )
    ).rows;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    server = await startTestApp(ctx.db, { config: { trustProxyHops: 1, smtpUrl: smtp.url } });
    for (const [email, role] of [
      ['target@ops.test', 'admin'],
      ['coded@ops.test', 'analyst'],
      ['guessed@ops.test', 'analyst'],
      ['new@ops.test', 'analyst'],
      ['late@ops.test', 'analyst'],
      ['told@ops.test', 'analyst'],
      ['compliance@ops.test', 'compliance'],
    ] as const)
      await operators.add(email, role);
    // Enrolled before any test moves the clock past their links; 'new' and 'late' enrol in their test.
    for (const email of ['target', 'coded', 'guessed', 'told', 'compliance'].map((name) => `${name}@ops.test`))
      await operators.signOut(await operators.signedIn(email));
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
  // Every test starts in a window of its own: no failure of another counts.
  beforeEach(() => server.clock.advance(WINDOW));

  it('weighs at most 5 of 60 wrong passwords sent at once for one account, then answers 423', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => operators.passwordStep(browserAt('10.1.0.1'), 'target@ops.test', 'wrong')),
    );
    const statuses = statusesOf(answers);
    expect(count(statuses, 401)).toBe(OPS_AUTH_LIMITS.lockoutFailures);
    expect(count(statuses, 423)).toBe(60 - OPS_AUTH_LIMITS.lockoutFailures);
    // Locked from there, even with the right password.
    const right = await operators.passwordStep(browserAt('10.1.0.1'), 'target@ops.test');
    expect(right.response.status).toBe(423);
    expect(right.text).toContain(SIGN_IN_LOCKED);
  });

  it('stops 30 attempts sent at once from an address that already has 11 failures at its limit of 20', async () => {
    for (let i = 0; i < 11; i++) {
      const answer = await operators.passwordStep(browserAt('10.2.0.1'), `nobody-${i}@ops.test`, 'wrong');
      expect(answer.response.status).toBe(401);
    }
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        operators.passwordStep(browserAt('10.2.0.1'), `someone-${i}@ops.test`, 'wrong'),
      ),
    );
    const statuses = statusesOf(answers);
    expect(count(statuses, 401)).toBe(OPS_AUTH_LIMITS.failuresPerAddress - 11);
    expect(count(statuses, 429)).toBe(30 - (OPS_AUTH_LIMITS.failuresPerAddress - 11));
    expect(answers.find((answer) => answer.response.status === 429)?.text).toContain(SIGN_IN_RATE_LIMITED);
  });

  it('weighs at most 5 of 60 wrong codes sent at once in one second-factor session, and ends it', async () => {
    const browser = browserAt('10.3.0.1');
    expect((await operators.passwordStep(browser, 'coded@ops.test')).response.status).toBe(303);
    const page = await browser.get('/ops/second-factor');
    const failedBefore = (await auditRows('sign-in-failed')).length;
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => browser.post('/ops/second-factor', { csrf: csrfOf(page.text), code: '000000' })),
    );
    const statuses = statusesOf(answers);
    expect(count(statuses, 401)).toBe(OPS_AUTH_LIMITS.lockoutFailures);
    // The rest: refused as locked, or sent back to sign in once the session had ended.
    expect(count(statuses, 423) + count(statuses, 303)).toBe(60 - OPS_AUTH_LIMITS.lockoutFailures);
    expect(answers.some((answer) => answer.response.headers.get('location') === '/ops')).toBe(false);
    expect((await auditRows('sign-in-failed')).length - failedBefore).toBe(OPS_AUTH_LIMITS.lockoutFailures);
    // The session is gone: even the right code now opens nothing.
    const after = await browser.post('/ops/second-factor', {
      csrf: csrfOf(page.text),
      code: operators.nextCode('coded@ops.test'),
    });
    expect(after.response.headers.get('location')).toBe('/ops/sign-in');
  });

  it('cannot be turned against the operator: a stranger locks only their own address, the account only for new browsers, never the operator’s own; an unlock undoes it', async () => {
    // The operator's own browser has signed in before: it holds a device cookie.
    const own = await operators.signedIn('guessed@ops.test', browserAt('10.4.0.9'));
    expect(own.cookie('ops_device')).toBeDefined();
    await operators.signOut(own);
    server.clock.advance(WINDOW);

    // A stranger who knows the email: five failures from their address lock it there only.
    for (let i = 0; i < OPS_AUTH_LIMITS.lockoutFailures; i++) {
      expect((await operators.passwordStep(browserAt('10.4.1.1'), 'guessed@ops.test', 'guess')).response.status).toBe(
        401,
      );
    }
    expect((await operators.passwordStep(browserAt('10.4.1.1'), 'guessed@ops.test')).response.status).toBe(423);
    // The operator in a new browser elsewhere is not locked.
    expect((await operators.passwordStep(browserAt('10.4.2.2'), 'guessed@ops.test')).response.status).toBe(303);

    // From enough addresses the account is locked for every browser it does not trust…
    const addresses = OPS_AUTH_LIMITS.failuresPerAccount / OPS_AUTH_LIMITS.lockoutFailures;
    for (let a = 2; a <= addresses; a++) {
      for (let i = 0; i < OPS_AUTH_LIMITS.lockoutFailures; i++)
        await operators.passwordStep(browserAt(`10.4.1.${a}`), 'guessed@ops.test', 'guess');
    }
    expect((await operators.passwordStep(browserAt('10.4.3.3'), 'guessed@ops.test')).response.status).toBe(423);
    // …but the operator's own browser still signs in, from any address.
    await operators.signedIn('guessed@ops.test', own);
    expect((await own.get('/ops')).response.status).toBe(200);

    // `ops:user unlock` forgets the failures against the account: a new browser signs in again.
    const forgotten = await forgetAccountFailures(
      ctx.db,
      attemptKeyOf(TEST_KEYS.tokenSecret)('account', 'guessed@ops.test'),
    );
    expect(forgotten).toBe(OPS_AUTH_LIMITS.failuresPerAccount);
    expect((await operators.passwordStep(browserAt('10.4.3.3'), 'guessed@ops.test')).response.status).toBe(303);
    expect((await operators.passwordStep(browserAt('10.4.1.1'), 'guessed@ops.test')).response.status).toBe(303);
    // What the stranger's addresses spent stays spent against them.
    const { rows } = await ctx.db.query<{ n: unknown }>(
      'select count(*) as n from ops_sign_in_attempts where address_key = $1',
      [attemptKeyOf(TEST_KEYS.tokenSecret)('address', '10.4.1.1')],
    );
    expect(Number(rows[0]!.n)).toBe(OPS_AUTH_LIMITS.lockoutFailures);
  });

  it('tells the operator by e-mail when their account is being guessed at, once an hour however many failures', async () => {
    const before = smtp.messages.length;
    for (let i = 0; i < OPS_AUTH_LIMITS.lockoutFailures; i++)
      await operators.passwordStep(browserAt(`10.5.0.${i}`), 'told@ops.test', 'guess');
    const message = await smtp.waitForMessage('told@ops.test', before);
    expect(message.subject).toBe(GUESSING_NOTICE_SUBJECT);
    expect(message.text).toContain(`There have been ${OPS_AUTH_LIMITS.lockoutFailures} failed attempts`);
    expect(message.text).not.toMatch(/10\.5\.0/); // no address
    // More failures within the hour: no second e-mail (the claim is one statement; close() awaits sends).
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => operators.passwordStep(browserAt(`10.5.1.${i}`), 'told@ops.test', 'guess')),
    );
    server.clock.advance(OPS_AUTH_LIMITS.guessingNoticeMinutes * MINUTE);
    for (let i = 0; i < OPS_AUTH_LIMITS.lockoutFailures; i++)
      await operators.passwordStep(browserAt(`10.5.2.${i}`), 'told@ops.test', 'guess');
    await smtp.waitForMessage('told@ops.test', smtp.messages.indexOf(message) + 1);
    const told = (
      await ctx.db.query<{ at: Date }>(`select guessing_told_at as at from ops_users where email = 'told@ops.test'`)
    ).rows[0]!.at;
    expect(new Date(told).getTime()).toBe(server.clock.now().getTime());
    expect(smtp.messages.slice(before).filter((each) => each.subject === GUESSING_NOTICE_SUBJECT)).toHaveLength(2);
  });

  it('shows the TOTP key only to a session that proved the password and holds the enrolment link, once', async () => {
    const link = operators.enrolments.get('new@ops.test')!;
    // The password alone: the page says to use the link, and shows no key.
    const alone = browserAt('10.6.0.1');
    expect((await operators.passwordStep(alone, 'new@ops.test')).response.status).toBe(303);
    const withoutLink = await alone.get('/ops/second-factor');
    expect(withoutLink.text).toContain('Your authenticator app is not set up yet');
    expect(withoutLink.text).not.toContain('totp-secret');
    expect(withoutLink.text).not.toContain('QR code');
    // The link without the password: refused, and no key.
    const guess = await operators.passwordStep(browserAt('10.6.0.2'), 'new@ops.test', 'guess', link);
    expect(guess.response.status).toBe(401);
    expect(guess.text).toContain(SIGN_IN_REFUSED);

    // Both: the key.
    const enrolling = browserAt('10.6.0.3');
    expect((await operators.passwordStep(enrolling, 'new@ops.test', OPS_TEST_PASSWORD, link)).response.status).toBe(
      303,
    );
    const page = await enrolling.get('/ops/second-factor');
    const secret = totpSecretOf(page.text);
    // A right code in the session without the link is refused: only the link enrols. (Its page has
    // no form: the code is posted as a script holding the session's token would post it.)
    server.clock.advance(30_000);
    const code = totpCode(secret, server.clock.now());
    const { rows } = await ctx.db.query<{ csrf_token: string }>(
      'select csrf_token from ops_sessions where id_hash = $1',
      [hashToken(alone.cookie('ops_session')!)],
    );
    const noLink = await alone.post('/ops/second-factor', { csrf: rows[0]!.csrf_token, code });
    expect(noLink.response.status).toBe(401);
    const enrolled = await enrolling.post('/ops/second-factor', { csrf: csrfOf(page.text), code });
    expect(enrolled.response.headers.get('location')).toBe('/ops');

    // Used: the link shows the key no more.
    const again = browserAt('10.6.0.4');
    await operators.passwordStep(again, 'new@ops.test', OPS_TEST_PASSWORD, link);
    expect((await again.get('/ops/second-factor')).text).not.toContain(secret);

    // An expired link shows nothing either.
    server.clock.advance((OPS_AUTH_LIMITS.enrolmentHours + 1) * 60 * MINUTE);
    const late = browserAt('10.6.0.5');
    await operators.passwordStep(late, 'late@ops.test', OPS_TEST_PASSWORD, operators.enrolments.get('late@ops.test'));
    const expired = await late.get('/ops/second-factor');
    expect(expired.text).toContain('Your authenticator app is not set up yet');
    expect(expired.text).not.toContain('totp-secret');
  });

  it('audits refused attempts: a wrong password or code, the first refusal of a locked client or an address, a page refused to a role', async () => {
    const refusedBefore = (await auditRows('sign-in-refused')).length;
    // Sent at once where the order does not matter: each is counted atomically all the same.
    const attempts = (address: string, emails: string[]) =>
      Promise.all(emails.map((email) => operators.passwordStep(browserAt(address), email, 'guess')));
    await attempts('10.7.0.1', Array(OPS_AUTH_LIMITS.lockoutFailures).fill('target@ops.test'));
    // Ten refusals of the locked client: the first is written, the rest only counted.
    await attempts('10.7.0.1', Array(10).fill('target@ops.test'));
    await attempts(
      '10.7.0.2',
      Array.from({ length: OPS_AUTH_LIMITS.failuresPerAddress }, (_, i) => `spray-${i}@ops.test`),
    );
    await attempts('10.7.0.2', Array(3).fill('spray-x@ops.test'));
    const refused = (await auditRows('sign-in-refused')).slice(refusedBefore);
    expect(refused).toEqual([
      { email: 'target@ops.test', subject: null, detail: { step: 'password', reason: 'locked' } },
      { email: null, subject: null, detail: { step: 'password', reason: 'rate-limited' } },
    ]);
    const failed = await auditRows('sign-in-failed');
    expect(failed).toContainEqual({ email: 'target@ops.test', subject: null, detail: { step: 'password' } });
    expect(failed).toContainEqual({ email: 'coded@ops.test', subject: null, detail: { step: 'code' } });

    const compliance = await operators.signedIn('compliance@ops.test');
    expect((await compliance.get('/ops/users')).response.status).toBe(403);
    expect(await auditRows('forbidden')).toEqual([
      { email: 'compliance@ops.test', subject: '/ops/users', detail: { permission: 'users' } },
    ]);
  });

  it('stores a look-up as what was looked up, never the text typed', async () => {
    const compliance = await operators.signedIn('compliance@ops.test');
    const unknownReference = newDecisionReference((length) => randomBytes(length));
    for (const text of ['jane.doe@example.com 1980-02-29', unknownReference.toLowerCase()]) {
      const page = await compliance.get(`/ops/decisions?q=${encodeURIComponent(text)}`);
      expect(page.response.status).toBe(200);
    }
    const [freeText, reference] = (await auditRows('decision-lookup')).slice(-2);
    expect(freeText!.subject).toMatch(/^text:[0-9a-f]{32}$/);
    expect(freeText!.detail).toEqual({ found: false, by: 'keyed hash of the text' });
    expect(reference).toEqual({
      email: 'compliance@ops.test',
      subject: unknownReference,
      detail: { found: false, by: 'reference' },
    });
    expect(JSON.stringify(await auditRows('decision-lookup'))).not.toMatch(/jane|example\.com|1980/);
    // The same text twice is the same hash: an admin can tell repeated look-ups apart.
    await compliance.get(`/ops/decisions?q=${encodeURIComponent('jane.doe@example.com 1980-02-29')}`);
    expect((await auditRows('decision-lookup')).at(-1)!.subject).toBe(freeText!.subject);
  });
});
