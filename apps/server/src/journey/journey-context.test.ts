import { CONSUMER_NAMES, DEFAULT_BRAND } from '@quickcheck/brands';
import { AGGREGATOR_STANDARD, QCO_STANDARD } from '@quickcheck/contracts';
import { describe, expect, it } from 'vitest';
import { pageJourneyOf, resolveJourneyContext, resolvePageJourney, searchOf } from './journey-context.ts';

describe('resolveJourneyContext', () => {
  it("asks the site brand's own form", () => {
    const context = resolvePageJourney('luma', '/');
    expect(context.brand).toBe('luma');
    expect(context.consumer).toEqual({ brand: 'luma', consumerName: CONSUMER_NAMES.luma, aggregator: false });
    expect(context.definitionToAsk).toBe(QCO_STANDARD);
  });

  it("keeps the site's brand on the aggregator form for a comparison site's code", () => {
    const context = resolvePageJourney('very', '/?consumerName=msm&v=VEN1&quotation=q1&campaign=%20C1&firstName=Ada');
    expect(context.brand).toBe('very');
    expect(context.consumer).toEqual({ brand: 'very', consumerName: 'MSM', aggregator: true });
    expect(context.definitionToAsk).toBe(AGGREGATOR_STANDARD);
    expect(pageJourneyOf(context)).toEqual({
      consumerName: 'MSM',
      aggregator: true,
      definitionId: AGGREGATOR_STANDARD.id,
      query: { vc: 'VEN1', quotation: 'q1' },
      // Every value the address gave, read once here: the page never reads its address again.
      address: { vendorCode: 'VEN1', quotation: 'q1', campaign: 'C1', firstName: 'Ada' },
    });
  });

  it("lets the form call, not a visitor's address, pick a brand by its own code", () => {
    const query = { consumerName: CONSUMER_NAMES.asos };
    expect(resolveJourneyContext(DEFAULT_BRAND, 'form-call', query).consumer.brand).toBe('asos');
    expect(resolvePageJourney(DEFAULT_BRAND, `/?consumerName=${query.consumerName}`).consumer).toEqual({
      brand: DEFAULT_BRAND,
      consumerName: CONSUMER_NAMES[DEFAULT_BRAND],
      aggregator: false,
    });
  });

  it('treats an unknown consumer code as the default journey', () => {
    const context = resolveJourneyContext(DEFAULT_BRAND, 'form-call', { consumerName: 'NOPE' });
    expect(context.brand).toBe(DEFAULT_BRAND);
    expect(context.consumer.consumerName).toBe(CONSUMER_NAMES[DEFAULT_BRAND]);
    expect(context.definitionToAsk).toBe(QCO_STANDARD);
  });

  it("reads a page's query string as the browser's location.search", () => {
    expect(searchOf('/eligibility/about-you?s=S1&v=VEN1')).toBe('?s=S1&v=VEN1');
    expect(searchOf('/?')).toBe('');
    expect(searchOf('/')).toBe('');
  });
});
