import { describe, expect, it } from 'vitest';
import { AGENCY_TIMEOUT_MAX_MS, parseEnv } from './config/env.ts';
import { parseAddressProviderEnv } from './config/address-provider-config.ts';
import { longestSubmissionMs } from './quotation/submit-quotation.ts';
import { shutdownGraceMs, SHUTDOWN_MARGIN_MS } from './shutdown.ts';

function graceFor(env: Record<string, string>) {
  return shutdownGraceMs({ ...parseEnv(env), addressProvider: parseAddressProviderEnv(env) });
}

describe('the shutdown grace', () => {
  it.each([1, 3000, 10_000, AGENCY_TIMEOUT_MAX_MS])(
    'outlasts the slowest quotation an agency time-out of %i ms allows, with a margin',
    (timeoutMs) => {
      const grace = graceFor({ AGENCY_TIMEOUT_MS: String(timeoutMs) });
      expect(grace).toBeGreaterThanOrEqual(longestSubmissionMs(timeoutMs) + SHUTDOWN_MARGIN_MS);
      // A repeated submission waits for the first and may then ask the agency itself.
      expect(longestSubmissionMs(timeoutMs)).toBeGreaterThan(2 * timeoutMs);
    },
  );

  it('is longer than the largest agency time-out the environment accepts', () => {
    expect(() => parseEnv({ AGENCY_TIMEOUT_MS: String(AGENCY_TIMEOUT_MAX_MS + 1) })).toThrow('AGENCY_TIMEOUT_MS');
    expect(graceFor({ AGENCY_TIMEOUT_MS: String(AGENCY_TIMEOUT_MAX_MS) })).toBeGreaterThan(AGENCY_TIMEOUT_MAX_MS);
  });

  it('also outlasts a slow address provider', () => {
    const env = {
      AGENCY_TIMEOUT_MS: '100',
      ADDRESS_PROVIDER: 'ideal-postcodes',
      ADDRESS_PROVIDER_API_KEY: 'ak_test',
      ADDRESS_PROVIDER_TIMEOUT_MS: '30000',
    };
    expect(graceFor(env)).toBe(30_000 + SHUTDOWN_MARGIN_MS);
  });
});
