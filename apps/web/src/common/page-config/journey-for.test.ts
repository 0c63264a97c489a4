import { CONSUMER_NAMES } from '@quickcheck/brands';
import { FORM_DEFINITION_IDS } from '@quickcheck/contracts';
import { describe, expect, it } from 'vitest';
import { pageConfig } from '../../test/fixtures.ts';
import { journeyFor } from './journey-for.ts';
import { formQueryOf } from './page-journey.ts';

const serverJourney = {
  consumerName: 'MSM',
  aggregator: true,
  definitionId: FORM_DEFINITION_IDS.aggregator,
  query: { vc: 'VEN1', s: 'S1' },
  address: { vendorCode: 'VEN1', s: 'S1', campaign: 'spring' },
};
const config = pageConfig({ brand: 'luma', journey: serverJourney });

describe('journeyFor', () => {
  it('reads the journey the server resolved while the tab is on the query it was loaded with', () => {
    // The address is not parsed again: what the server wrote is the answer.
    expect(journeyFor(config, '?anything', '?anything')).toEqual(serverJourney);
    expect(formQueryOf(journeyFor(config, '', ''))).toEqual({ consumerName: 'MSM', vc: 'VEN1', s: 'S1' });
  });

  it("starts afresh on the brand's own journey when the app leaves the landing query ('/' from open banking)", () => {
    const fresh = {
      consumerName: CONSUMER_NAMES.luma,
      aggregator: false,
      definitionId: FORM_DEFINITION_IDS.standard,
      query: { vc: 'CQC' },
      address: {},
    };
    expect(journeyFor(config, '', '?consumerName=msm&v=VEN1')).toEqual(fresh);
    // Nor is an address the server did not resolve read here.
    expect(journeyFor(config, '?quotation=q-1&v=VEN2', '')).toEqual(fresh);
  });

  it("is the brand's own journey on a page no server wrote (its config has none)", () => {
    expect(journeyFor(pageConfig({ brand: 'luma' }), '?consumerName=msm&s=S1', '?consumerName=msm&s=S1')).toMatchObject(
      {
        consumerName: CONSUMER_NAMES.luma,
        aggregator: false,
        address: {},
      },
    );
  });

  it('takes no values when the server wrote none', () => {
    const { address: _none, ...withoutValues } = serverJourney;
    expect(journeyFor(pageConfig({ journey: withoutValues }), '?s=S2', '?s=S2').address).toEqual({});
  });
});
