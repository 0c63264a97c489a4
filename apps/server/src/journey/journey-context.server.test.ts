import { CONSUMER_NAMES, DEFAULT_BRAND } from '@quickcheck/brands';
import { AGGREGATOR_STANDARD, QCO_STANDARD } from '@quickcheck/contracts';
import { describe, expect, it } from 'vitest';
import { journeyQueryOf, pageJourneyOf, resolveJourneyContext } from './journey-context.server.ts';

const request = (host: string, query: Record<string, unknown> = {}) => ({ headers: { host }, query });

describe('resolveJourneyContext', () => {
  it("takes the brand from the host's prefix, asking that brand's own form", () => {
    const context = resolveJourneyContext(request('luma-quickcheck.example.com'), 'page');
    expect(context.brand).toBe('luma');
    expect(context.consumer).toEqual({ brand: 'luma', consumerName: CONSUMER_NAMES.luma, aggregator: false });
    expect(context.definitionToAsk).toBe(QCO_STANDARD);
  });

  it('takes ?partner= on localhost, and ignores a repeated one', () => {
    expect(resolveJourneyContext(request('localhost:3000', { partner: 'ocean' }), 'page').brand).toBe('ocean');
    const repeated = request('localhost:3000', { partner: ['ocean', 'luma'] });
    expect(resolveJourneyContext(repeated, 'page').brand).toBe(DEFAULT_BRAND);
  });

  it("keeps the host's brand on the aggregator form for a comparison site's code", () => {
    const context = resolveJourneyContext(request('very-qc.example.com', { consumerName: 'msm' }), 'page');
    expect(context.brand).toBe('very');
    expect(context.consumer).toEqual({ brand: 'very', consumerName: 'MSM', aggregator: true });
    expect(context.definitionToAsk).toBe(AGGREGATOR_STANDARD);
    expect(pageJourneyOf(context)).toEqual({
      consumerName: 'MSM',
      aggregator: true,
      definitionId: AGGREGATOR_STANDARD.id,
    });
  });

  it("lets the form call, not a visitor's address, pick a brand by its own code", () => {
    const query = { consumerName: CONSUMER_NAMES.asos };
    expect(resolveJourneyContext(request('localhost', query), 'form-call').consumer.brand).toBe('asos');
    expect(resolveJourneyContext(request('localhost', query), 'page').consumer).toEqual({
      brand: DEFAULT_BRAND,
      consumerName: CONSUMER_NAMES[DEFAULT_BRAND],
      aggregator: false,
    });
  });

  it('treats an unknown brand and an unknown consumer code as the default journey', () => {
    const context = resolveJourneyContext(request('nobody-qc.example.com', { consumerName: 'NOPE' }), 'form-call');
    expect(context.brand).toBe(DEFAULT_BRAND);
    expect(context.consumer.consumerName).toBe(CONSUMER_NAMES[DEFAULT_BRAND]);
    expect(context.definitionToAsk).toBe(QCO_STANDARD);
  });

  it("reads the journey's codes from a page address, strings only", () => {
    expect(journeyQueryOf({ s: 'TRACK123', vc: ['A', 'B'], other: 'x', quotation: 'q1' })).toEqual({
      s: 'TRACK123',
      quotation: 'q1',
    });
    expect(journeyQueryOf(undefined)).toEqual({});
  });
});
