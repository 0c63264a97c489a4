import { describe, expect, it, vi } from 'vitest';
import {
  announceConsent,
  noticePreferencesValue,
  onConsentChange,
  parsePrivacyCookie,
  privacyCookieValue,
  readConsent,
} from './consent-levels.ts';

describe('consent cookie values (docs/product/data.md)', () => {
  it.each([
    [{ siteImprovement: false, advertising: false }, 'permit 1 required', '0:'],
    [{ siteImprovement: true, advertising: false }, 'permit 1,2 functional', '1:'],
    [{ siteImprovement: true, advertising: true }, 'permit 1,2,3', '2:'],
    [{ siteImprovement: false, advertising: true }, 'permit 1,3', '2:'],
  ])('%o writes %s and %s, and reads back the same levels', (levels, privacy, preferences) => {
    expect(privacyCookieValue(levels)).toBe(privacy);
    expect(noticePreferencesValue(levels)).toBe(preferences);
    expect(parsePrivacyCookie(privacy)).toEqual(levels);
  });

  it('reads nothing from an absent or foreign privacy cookie', () => {
    expect(parsePrivacyCookie(undefined)).toBeUndefined();
    expect(parsePrivacyCookie('permit all')).toBeUndefined();
    expect(readConsent('other=1; notice_preferences=2:')).toBeUndefined();
  });

  it('reads the choice from a cookie string with other cookies around it', () => {
    expect(readConsent('a=b; cmapi_cookie_privacy=permit%201%2C2%20functional; c=d')).toEqual({
      siteImprovement: true,
      advertising: false,
    });
  });

  it('tells listeners of a saved choice until they unsubscribe', () => {
    const listener = vi.fn();
    const stop = onConsentChange(listener);
    announceConsent({ siteImprovement: true, advertising: false });
    stop();
    announceConsent({ siteImprovement: false, advertising: false });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ siteImprovement: true, advertising: false });
  });
});
