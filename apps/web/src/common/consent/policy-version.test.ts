import { beforeEach, describe, expect, it } from 'vitest';
import { expireOutdatedConsent, parseLatestPolicyVersion, savedConsentState } from './policy-version.ts';

describe('parseLatestPolicyVersion (docs/product/calls-and-errors.md#errors)', () => {
  it.each([[3], [undefined]])('accepts %s', (value) => {
    expect(parseLatestPolicyVersion(value)).toBe(value);
  });

  it.each([['3'], [null], [Number.NaN], [{}]])("throws 'latestPolicyVersion is invalid' for %s", (value) => {
    expect(() => parseLatestPolicyVersion(value)).toThrow('latestPolicyVersion is invalid');
  });
});

describe('savedConsentState (docs/product/journey.md)', () => {
  const permit = 'cmapi_cookie_privacy=permit 1,2,3';
  it.each([
    ['', 2, undefined, false],
    [`${permit}; consented_policy_version=2`, 2, { siteImprovement: true, advertising: true }, false],
    [`${permit}; consented_policy_version=3`, 2, { siteImprovement: true, advertising: true }, false],
    [`${permit}; consented_policy_version=1`, 2, { siteImprovement: true, advertising: true }, true],
    [permit, 2, { siteImprovement: true, advertising: true }, true],
    [permit, undefined, { siteImprovement: true, advertising: true }, false],
  ])('%j with latest %s → saved %o, outdated %s', (cookies, latest, saved, outdated) => {
    expect(savedConsentState(latest, cookies)).toEqual({ saved, outdated });
  });
});

describe('expireOutdatedConsent', () => {
  beforeEach(() => {
    document.cookie = 'cmapi_cookie_privacy=permit 1,2,3; Path=/';
    document.cookie = 'consented_policy_version=1; Path=/';
  });

  it('keeps a choice made under the latest version', () => {
    expect(expireOutdatedConsent(1)).toEqual({ siteImprovement: true, advertising: true });
    expect(document.cookie).toContain('cmapi_cookie_privacy=permit 1,2,3');
  });

  it('expires the privacy cookie and resets the version when the policy went up', () => {
    expect(expireOutdatedConsent(2)).toBeUndefined();
    expect(document.cookie).not.toContain('cmapi_cookie_privacy');
    expect(document.cookie).toContain('consented_policy_version=2');
  });
});
