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
};
const config = pageConfig({ brand: 'luma', journey: serverJourney });

describe('journeyFor', () => {
  it('reads the journey the server resolved while the tab is on the query it was loaded with', () => {
    // The address is not parsed again: what the server wrote is the answer.
    expect(journeyFor(config, '?anything', '?anything')).toEqual(serverJourney);
    expect(formQueryOf(journeyFor(config, '', ''))).toEqual({ consumerName: 'MSM', vc: 'VEN1', s: 'S1' });
  });

  it('works out an address reached inside the app by the same rules', () => {
    expect(journeyFor(config, '?quotation=q-1&v=VEN2', '')).toEqual({
      consumerName: CONSUMER_NAMES.luma,
      aggregator: false,
      definitionId: FORM_DEFINITION_IDS.standard,
      query: { vc: 'VEN2', quotation: 'q-1' },
    });
  });

  it('works it out when the server wrote no query (an older page config)', () => {
    const { query: _none, ...withoutQuery } = serverJourney;
    const older = pageConfig({ journey: withoutQuery });
    expect(journeyFor(older, '?consumerName=msm', '?consumerName=msm')).toMatchObject({
      consumerName: 'MSM',
      query: { vc: 'CQC' },
    });
  });
});
