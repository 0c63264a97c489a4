import { describe, expect, it, vi } from 'vitest';
import { announceConsent } from '../../common/consent/consent-levels.ts';
import { startFieldVitalsWithConsent } from './start-field-vitals.ts';
import { vitalsPage } from './report-field-vitals.ts';

describe('field vitals', () => {
  it('start at once when site improvement was already allowed', () => {
    const load = vi.fn();
    startFieldVitalsWithConsent(load, 'cmapi_cookie_privacy=permit 1,2 functional');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('wait for a choice that allows site improvement, and start once', () => {
    const load = vi.fn();
    startFieldVitalsWithConsent(load, 'cmapi_cookie_privacy=permit 1 required');
    announceConsent({ siteImprovement: false, advertising: true });
    expect(load).not.toHaveBeenCalled();
    announceConsent({ siteImprovement: true, advertising: false });
    announceConsent({ siteImprovement: true, advertising: true });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('name a stage of the form as the form page', () => {
    expect(vitalsPage('/eligibility/your-address')).toBe('/');
    expect(vitalsPage('/result')).toBe('/result');
  });
});
