import { describe, expect, it } from 'vitest';
import {
  CONSENT_COOKIE_MAX_AGE_SECONDS,
  readSavedPolicyVersion,
  resetOutdatedConsent,
  writeConsentCookies,
} from './consent-cookies.ts';

function recorder() {
  const writes: string[] = [];
  return {
    writes,
    set cookie(value: string) {
      writes.push(value);
    },
  };
}

const choice = { levels: { siteImprovement: true, advertising: false }, policyVersion: 3, popTime: 1679994000000 };

describe('writeConsentCookies', () => {
  it("writes the spec's four cookies for a year, on the registrable domain, Secure over https", () => {
    const doc = recorder();
    writeConsentCookies(choice, doc, { hostname: 'very-quickcheck.example.co.uk', secure: true });
    const tail = `; Path=/; Max-Age=${CONSENT_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax; Domain=example.co.uk; Secure`;
    expect(doc.writes).toEqual([
      `cmapi_cookie_privacy=permit 1,2 functional${tail}`,
      `consented_policy_version=3${tail}`,
      `notice_preferences=1:${tail}`,
      `notice_poptime=1679994000000${tail}`,
    ]);
    expect(CONSENT_COOKIE_MAX_AGE_SECONDS).toBe(31_536_000);
  });

  it('writes host-only cookies on localhost', () => {
    const doc = recorder();
    writeConsentCookies(choice, doc, { hostname: 'localhost', secure: false });
    expect(doc.writes[0]).toBe(`cmapi_cookie_privacy=permit 1,2 functional; Path=/; Max-Age=31536000; SameSite=Lax`);
  });

  it('expires the privacy cookie and resets the version when the policy moved on', () => {
    const doc = recorder();
    resetOutdatedConsent(4, doc, { hostname: 'localhost', secure: false });
    expect(doc.writes).toEqual([
      'cmapi_cookie_privacy=; Path=/; Max-Age=0; SameSite=Lax',
      'consented_policy_version=4; Path=/; Max-Age=31536000; SameSite=Lax',
    ]);
  });
});

describe('readSavedPolicyVersion', () => {
  it.each([
    ['consented_policy_version=2', 2],
    ['a=1; consented_policy_version=10', 10],
    ['consented_policy_version=', undefined],
    ['consented_policy_version=abc', undefined],
    ['other=1', undefined],
  ])('%s → %s', (cookies, version) => {
    expect(readSavedPolicyVersion(cookies)).toBe(version);
  });
});
