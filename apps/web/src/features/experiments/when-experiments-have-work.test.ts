import { describe, expect, it, vi } from 'vitest';
import { announceConsent, NOTHING_OPTIONAL } from '../../common/consent/consent-levels.ts';
import { whenExperimentsHaveWork } from './when-experiments-have-work.ts';

const RETURNING = '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('whenExperimentsHaveWork', () => {
  it('starts at once with site-improvement consent', () => {
    const start = vi.fn();
    whenExperimentsHaveWork(start, 'cmapi_cookie_privacy=permit 1,2 functional');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when a tracking id is left to forget', () => {
    const start = vi.fn();
    whenExperimentsHaveWork(start, `cmapi_cookie_privacy=permit 1 required; qc_tnt=${RETURNING}`);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for the first choice otherwise, whatever it is, and starts once', () => {
    const start = vi.fn();
    whenExperimentsHaveWork(start, 'cmapi_cookie_privacy=permit 1 required');
    expect(start).not.toHaveBeenCalled();
    announceConsent(NOTHING_OPTIONAL);
    announceConsent({ siteImprovement: true, advertising: false });
    expect(start).toHaveBeenCalledTimes(1);
  });
});
