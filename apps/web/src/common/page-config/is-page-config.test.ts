import { pageConfigSchema } from '@quickcheck/contracts';
import { describe, expect, it } from 'vitest';
import { pageConfig } from '../../test/fixtures.ts';
import { isPageConfig } from './is-page-config.ts';

const valid = pageConfig();
const samples: unknown[] = [
  valid,
  pageConfig({ instantIssuance: { enabled: true, fullRollout: false, brands: ['quickcheck'] } }),
  pageConfig({ downstreamVersion: true }),
  pageConfig({ cookieConsent: { latestPolicyVersion: 'x', fullPageBrands: [], fullPagePaths: ['/'] } }),
  pageConfig({ journey: { consumerName: 'QCHK', aggregator: false, definitionId: 'qco-standard' } }),
  pageConfig({
    journey: {
      consumerName: 'MSM',
      aggregator: true,
      definitionId: 'aggregator-standard',
      query: { vc: 'CQC', s: 'S1' },
    },
  }),
  null,
  [],
  'config',
  { ...valid, brand: 42 },
  { ...valid, orchestration: { baseUrl: '/api', paths: { form: 1 } } },
  { ...valid, sessionExpiryMinutes: -1 },
  { ...valid, sessionInactivityMinutes: '20' },
  { ...valid, technicalErrorBrands: [1] },
  { ...valid, technicalError: { heading: 'x' } },
  { ...valid, agreementOrigin: undefined },
  { ...valid, instantIssuance: { enabled: true, fullRollout: false } },
  { ...valid, downstreamVersion: 'yes' },
  { ...valid, cookieConsent: { noticePoptime: '1', fullPageBrands: [], fullPagePaths: [] } },
  { ...valid, journey: { consumerName: 'QCHK', aggregator: false } },
  { ...valid, journey: { consumerName: 'QCHK', aggregator: false, definitionId: 'qco-standard', query: { vc: 1 } } },
  { ...valid, journey: { consumerName: 'QCHK', aggregator: false, definitionId: 'qco-standard', query: [] } },
];

describe('isPageConfig', () => {
  it.each(samples.map((sample) => [JSON.stringify(sample)?.slice(0, 80), sample]))(
    'agrees with the contract schema: %s',
    (_label, sample) => {
      expect(isPageConfig(sample)).toBe(pageConfigSchema.safeParse(sample).success);
    },
  );
});
