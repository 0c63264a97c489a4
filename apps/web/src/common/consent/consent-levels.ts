/**
 * docs/product/data.md consent: the cookies the banner writes and how to read them back. One home for the
 * cookie names and values, so analytics, experiments and the banner agree on what was chosen.
 * Level 1 (core functionality) is always allowed; 2 is site improvement, 3 advertising.
 */
export const CONSENT_COOKIES = {
  privacy: 'cmapi_cookie_privacy',
  policyVersion: 'consented_policy_version',
  preferences: 'notice_preferences',
  popTime: 'notice_poptime',
} as const;

export interface ConsentLevels {
  siteImprovement: boolean;
  advertising: boolean;
}

export const NOTHING_OPTIONAL: ConsentLevels = { siteImprovement: false, advertising: false };

/** 'permit 1 required'; otherwise 'permit 1,2,3', with ' functional' when only site improvement is allowed. */
export function privacyCookieValue(levels: ConsentLevels): string {
  if (!levels.siteImprovement && !levels.advertising) return 'permit 1 required';
  const permitted = ['1', ...(levels.siteImprovement ? ['2'] : []), ...(levels.advertising ? ['3'] : [])];
  const onlySiteImprovement = levels.siteImprovement && !levels.advertising;
  return `permit ${permitted.join(',')}${onlySiteImprovement ? ' functional' : ''}`;
}

/** The levels a privacy cookie grants; undefined when it is absent or not one of ours. */
export function parsePrivacyCookie(value: string | undefined): ConsentLevels | undefined {
  const match = value === undefined ? null : /^permit ([123](?:,[123])*)(?: required| functional)?$/.exec(value);
  if (!match?.[1]) return undefined;
  const levels = match[1].split(',');
  return { siteImprovement: levels.includes('2'), advertising: levels.includes('3') };
}

/** '0:' nothing optional, '1:' site improvement, '2:' advertising (the highest level granted). */
export function noticePreferencesValue(levels: ConsentLevels): string {
  if (levels.advertising) return '2:';
  return levels.siteImprovement ? '1:' : '0:';
}

/** One cookie's value from a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** What the visitor has chosen so far; undefined until they choose (nothing optional runs then). */
export function readConsent(cookies: string = document.cookie): ConsentLevels | undefined {
  return parsePrivacyCookie(readCookie(cookies, CONSENT_COOKIES.privacy));
}

type ConsentListener = (levels: ConsentLevels) => void;
const listeners = new Set<ConsentListener>();

/** Called when the visitor saves a choice, so analytics and experiments can start (or stay off). */
export function onConsentChange(listener: ConsentListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The banner announces each saved choice here, after writing the cookies. */
export function announceConsent(levels: ConsentLevels): void {
  for (const listener of listeners) listener(levels);
}
