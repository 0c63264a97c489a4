import { describe, expect, it } from 'vitest';
import { EnvError } from './env-error.ts';
import { parseAddressProviderEnv } from './address-provider-config.ts';

describe('parseAddressProviderEnv', () => {
  it('defaults to the sandbox', () => {
    expect(parseAddressProviderEnv({})).toEqual({ kind: 'sandbox' });
    expect(parseAddressProviderEnv({ ADDRESS_PROVIDER: ' ' })).toEqual({ kind: 'sandbox' });
  });

  it('reads the Ideal Postcodes settings', () => {
    expect(parseAddressProviderEnv({ ADDRESS_PROVIDER: 'ideal-postcodes', ADDRESS_PROVIDER_API_KEY: 'ak_1' })).toEqual({
      kind: 'ideal-postcodes',
      apiKey: 'ak_1',
      baseUrl: 'https://api.ideal-postcodes.co.uk',
      timeoutMs: 3000,
    });
  });

  it.each([
    [{ ADDRESS_PROVIDER: 'postcodes-r-us' }, 'ADDRESS_PROVIDER'],
    [{ ADDRESS_PROVIDER: 'ideal-postcodes' }, 'ADDRESS_PROVIDER_API_KEY'],
    [
      { ADDRESS_PROVIDER: 'ideal-postcodes', ADDRESS_PROVIDER_API_KEY: 'k', ADDRESS_PROVIDER_URL: 'ftp://x' },
      'ADDRESS_PROVIDER_URL',
    ],
    [{ ADDRESS_PROVIDER_TIMEOUT_MS: 'soon' }, 'ADDRESS_PROVIDER_TIMEOUT_MS'],
  ])('stops with an error naming the variable for %j', (env, variable) => {
    expect(() => parseAddressProviderEnv(env)).toThrow(EnvError);
    expect(() => parseAddressProviderEnv(env)).toThrow(`Invalid environment variable ${variable}`);
  });
});
