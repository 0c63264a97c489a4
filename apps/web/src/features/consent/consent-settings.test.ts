import { describe, expect, it } from 'vitest';
import { pageConfig } from '../../test/fixtures.ts';
import { consentSettingsFor } from './consent-settings.ts';

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
