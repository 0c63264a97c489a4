import { parseEnvFields } from '../../config/env-fields.ts';
import * as z from 'zod';
import { EnvError } from '../../config/env.ts';
import type { AddressLookup } from './address-lookup-port.ts';
import { createIdealPostcodesAddressLookup } from './ideal-postcodes-address-lookup.ts';
import { createSandboxAddressLookup } from './sandbox-address-lookup.ts';

export const ADDRESS_PROVIDERS = ['sandbox', 'ideal-postcodes'] as const;
export const IDEAL_POSTCODES_URL = 'https://api.ideal-postcodes.co.uk';

export type AddressProviderConfig =
  { kind: 'sandbox' } | { kind: 'ideal-postcodes'; apiKey: string; baseUrl: string; timeoutMs: number };

const fields = {
  ADDRESS_PROVIDER: z.enum(ADDRESS_PROVIDERS, `must be one of ${ADDRESS_PROVIDERS.join(', ')}`).default('sandbox'),
  ADDRESS_PROVIDER_API_KEY: z.string().min(1).optional(),
  ADDRESS_PROVIDER_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default(IDEAL_POSTCODES_URL),
  ADDRESS_PROVIDER_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number from 1 to 60000' })
    .int('must be a whole number from 1 to 60000')
    .min(1, 'must be a whole number from 1 to 60000')
    .max(60_000, 'must be a whole number from 1 to 60000')
    .default(3000),
};

/**
 * The address provider, parsed once at start like the rest of the environment: an empty value
 * counts as unset, and a bad one throws EnvError naming the variable (CONTRACT §2).
 */
export function parseAddressProviderEnv(env: Record<string, string | undefined>): AddressProviderConfig {
  const e = parseEnvFields(fields, env);
  if (e.ADDRESS_PROVIDER === 'sandbox') return { kind: 'sandbox' };
  if (!e.ADDRESS_PROVIDER_API_KEY) {
    throw new EnvError('ADDRESS_PROVIDER_API_KEY', 'is required when ADDRESS_PROVIDER is ideal-postcodes');
  }
  return {
    kind: 'ideal-postcodes',
    apiKey: e.ADDRESS_PROVIDER_API_KEY,
    baseUrl: e.ADDRESS_PROVIDER_URL,
    timeoutMs: e.ADDRESS_PROVIDER_TIMEOUT_MS,
  };
}

/** The adapter the configuration names; the sandbox of CONTRACT §7 by default. */
export function createAddressLookup(config: AddressProviderConfig): AddressLookup {
  return config.kind === 'sandbox' ? createSandboxAddressLookup() : createIdealPostcodesAddressLookup(config);
}
