import { describe, expect, it } from 'vitest';
import { pageConfig } from '../../test/fixtures.ts';
import { bannerInFirstPaint, consentSettingsFor } from './consent-settings.ts';

const cookieConsent = { latestPolicyVersion: 3, fullPageBrands: ['ocean'], fullPagePaths: ['/agreement'] };

describe('consentSettingsFor', () => {
  it.each([
    ['quickcheck', '/', false],
    ['quickcheck', '/agreement', true],
    ['ocean', '/', true],
    ['very', '/result', false],
  ])('%s on %s uses the full-page variant: %s', (brand, path, fullPage) => {
    expect(consentSettingsFor(pageConfig({ brand, cookieConsent }), path).fullPage).toBe(fullPage);
  });

  it('passes the page its latest policy version as a promise, and the default poptime', async () => {
    const settings = consentSettingsFor(pageConfig({ cookieConsent }), '/');
    await expect(settings.latestPolicyVersion).resolves.toBe(3);
    expect(settings.popTime).toBe(1679994000000);
    expect(consentSettingsFor(pageConfig({ cookieConsent: { ...cookieConsent, noticePoptime: 5 } }), '/').popTime).toBe(
      5,
    );
  });

  it('without consent settings asks with the banner and no version', async () => {
    const settings = consentSettingsFor(pageConfig(), '/agreement');
    expect(settings.fullPage).toBe(false);
    await expect(settings.latestPolicyVersion).resolves.toBeUndefined();
  });
});

describe('bannerInFirstPaint', () => {
  const config = pageConfig({ cookieConsent });
  const choice = (version: number) => `cmapi_cookie_privacy=permit 1,2 functional; consented_policy_version=${version}`;

  it.each([
    ['no cookies (a first visit)', '', true],
    ['a choice under the latest policy', `other=1; ${choice(3)}`, false],
    ['a choice under an older policy', choice(2), true],
    ['a choice without its policy version', 'cmapi_cookie_privacy=permit 1 required', true],
    ['a privacy cookie that is not ours', 'cmapi_cookie_privacy=yes; consented_policy_version=3', true],
  ])('with %s: %s', (_, cookies, drawn) => {
    expect(bannerInFirstPaint(config, '/', cookies)).toBe(drawn);
  });

  it('leaves the full-page variant to the browser', () => {
    expect(bannerInFirstPaint(config, '/agreement', '')).toBe(false);
    expect(bannerInFirstPaint(pageConfig({ brand: 'ocean', cookieConsent }), '/', '')).toBe(false);
  });

  it('draws nothing for an invalid latest version: the banner reports it and renders nothing', () => {
    const invalid = pageConfig({ cookieConsent: { ...cookieConsent, latestPolicyVersion: '3' as unknown as number } });
    expect(bannerInFirstPaint(invalid, '/', '')).toBe(false);
  });

  it('without consent settings asks a visitor who has not chosen', () => {
    expect(bannerInFirstPaint(pageConfig(), '/', '')).toBe(true);
    expect(bannerInFirstPaint(pageConfig(), '/', choice(1))).toBe(false);
  });
});
