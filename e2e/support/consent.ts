/**
 * The spec's consent cookies (docs/product/data.md), written out literally: tests compare what the browser
 * stored with these, so a wrong value in the app cannot pass.
 */
export const SPEC_CONSENT = {
  acceptAll: { cmapi_cookie_privacy: 'permit 1,2,3', notice_preferences: '2:' },
  rejectAll: { cmapi_cookie_privacy: 'permit 1 required', notice_preferences: '0:' },
  siteImprovementOnly: { cmapi_cookie_privacy: 'permit 1,2 functional', notice_preferences: '1:' },
  defaultPoptime: '1679994000000',
} as const;

export const CONSENT_COOKIE_NAMES = [
  'cmapi_cookie_privacy',
  'consented_policy_version',
  'notice_preferences',
  'notice_poptime',
] as const;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Journeys that are not about consent start as a visitor who allowed site improvement under the
 * server's default policy version (1), so the banner stays away and analytics runs as it would.
 * playwright.config.ts makes this every test's starting state; consent.spec.ts starts empty.
 */
export const CONSENTED_STORAGE_STATE = {
  cookies: Object.entries({
    ...SPEC_CONSENT.siteImprovementOnly,
    consented_policy_version: '1',
    notice_poptime: SPEC_CONSENT.defaultPoptime,
  }).map(([name, value]) => ({
    name,
    value,
    domain: 'localhost',
    path: '/',
    expires: Math.floor(Date.now() / 1000) + ONE_YEAR_SECONDS,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  })),
  origins: [],
};
