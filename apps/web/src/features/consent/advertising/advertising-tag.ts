import { onTracked, trackAdvertising } from '../../../common/analytics/analytics.ts';
import { CONSENT_COOKIE_MAX_AGE_SECONDS, setConsentCookie } from '../../../common/consent/consent-cookies.ts';
import { readConsent, readCookie } from '../../../common/consent/consent-levels.ts';

/** The sandbox tag's own first-party cookie: a conversion is counted once per browser and year. */
export const ADVERTISING_COOKIE = 'qc_ad_conversion';

type Conversion = 'approved' | 'agreementAccepted';

function conversionOf(name: string, data: Record<string, unknown>): Conversion | undefined {
  if (name === 'submissionResult' && data.outcome === 'approved') return 'approved';
  if (name === 'ctaButtonClick' && data.action === 'acceptAgreement') return 'agreementAccepted';
  return undefined;
}

let installed = false;

/**
 * A first-party sandbox conversion tag (level 3, advertising): it watches the page's events for a
 * conversion, sends it as `advertisingConversion` and remembers it in its own cookie. It carries
 * no answers and no identifier, only which conversion happened.
 */
export function installAdvertisingTag(): void {
  if (installed) return;
  installed = true;
  onTracked(({ name, data }) => {
    const conversion = conversionOf(name, data);
    // The visitor may have withdrawn advertising consent since the tag loaded.
    if (!conversion || !readConsent()?.advertising) return;
    const counted = readCookie(document.cookie, ADVERTISING_COOKIE)?.split('|') ?? [];
    if (counted.includes(conversion)) return;
    trackAdvertising('advertisingConversion', { conversion });
    setConsentCookie(ADVERTISING_COOKIE, [...counted, conversion].join('|'), CONSENT_COOKIE_MAX_AGE_SECONDS);
  });
}
