import { expect } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { createAccount } from '../../src/ops/ops-accounts.ts';
import type { OpsRole } from '../../src/ops/ops-roles.ts';
import { totpCode } from '../../src/ops/ops-totp.ts';
import { csrfOf, hiddenEnrolmentOf, OpsBrowser, totpSecretOf } from './ops-browser.ts';
import { TEST_KEYS, type TestApp } from './test-app.ts';

export const OPS_TEST_PASSWORD = 'correct horse battery staple';

/**
 * The console's operators in an API test, added as `ops:user add` adds them, each enrolling through
 * their link on their first sign-in and keeping the key their enrolment page showed (their phone).
 */
export class OpsOperators {
  /** Each operator's enrolment link's token, until they enrol. */
  readonly enrolments = new Map<string, string>();
  /** The key each enrolment page showed. */
  readonly secrets = new Map<string, string>();

  constructor(
    private readonly server: () => TestApp,
    private readonly db: () => Db,
  ) {}

  async add(email: string, role: OpsRole): Promise<void> {
    const created = await createAccount(this.db(), {
      email,
      role,
      password: OPS_TEST_PASSWORD,
      piiKey: TEST_KEYS.piiKey,
      now: this.server().clock.now(),
    });
    this.enrolments.set(email, created.enrolmentToken);
  }

  /** A new code for each sign-in: a code is accepted once only, so the clock moves a step on. */
  nextCode(email: string): string {
    const { clock } = this.server();
    clock.advance(30_000);
    return totpCode(this.secrets.get(email)!, clock.now());
  }

  /** The sign-in form posted as its page drew it (with the enrolment link's token when given one). */
  async passwordStep(browser: OpsBrowser, email: string, password = OPS_TEST_PASSWORD, enrolment?: string) {
    const page = await browser.get(enrolment ? `/ops/sign-in?enrolment=${enrolment}` : '/ops/sign-in');
    return browser.post('/ops/sign-in', { csrf: csrfOf(page.text), email, password, ...hiddenEnrolmentOf(page.text) });
  }

  /** Signs the browser out by the menu's form (its device cookie stays). */
  async signOut(browser: OpsBrowser): Promise<void> {
    const page = await browser.get('/ops');
    const out = await browser.post('/ops/sign-out', { csrf: csrfOf(page.text) });
    expect(out.response.headers.get('location')).toBe('/ops/sign-in');
  }

  /** Signed in, enrolling first through the operator's link if they have not yet. */
  async signedIn(email: string, browser = new OpsBrowser(this.server().url)): Promise<OpsBrowser> {
    const password = await this.passwordStep(browser, email, OPS_TEST_PASSWORD, this.enrolments.get(email));
    expect(password.response.status).toBe(303);
    const page = await browser.get('/ops/second-factor');
    if (!this.secrets.has(email)) {
      this.secrets.set(email, totpSecretOf(page.text));
      this.enrolments.delete(email);
    }
    const done = await browser.post('/ops/second-factor', { csrf: csrfOf(page.text), code: this.nextCode(email) });
    expect(done.response.status).toBe(303);
    expect(done.response.headers.get('location')).toBe('/ops');
    return browser;
  }
}
