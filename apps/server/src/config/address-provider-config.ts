import * as z from 'zod';
import { EnvError } from './env-error.ts';
import { parseSettings, setting, wholeNumber } from './settings.ts';

export const ADDRESS_PROVIDERS = ['sandbox', 'ideal-postcodes'] as const;
export const IDEAL_POSTCODES_URL = 'https://api.ideal-postcodes.co.uk';

export const ADDRESS_PROVIDER_SETTINGS = {
  kind: setting(
    'ADDRESS_PROVIDER',
    z.enum(ADDRESS_PROVIDERS, `must be one of ${ADDRESS_PROVIDERS.join(', ')}`).default('sandbox'),
  ),
  apiKey: setting('ADDRESS_PROVIDER_API_KEY', z.string().min(1).optional()),
  baseUrl: setting(
    'ADDRESS_PROVIDER_URL',
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default(IDEAL_POSTCODES_URL),
  ),
  timeoutMs: setting('ADDRESS_PROVIDER_TIMEOUT_MS', wholeNumber(1, 60_000).default(3000)),
};

/** The sandbox, or Ideal Postcodes with its key, address and time-out. */
export type AddressProviderConfig = ReturnType<typeof parseAddressProviderEnv>;

/**
 * The address provider, parsed once at start like the rest of the environment: an empty value
 * counts as unset, and a bad one throws EnvError naming the variable (docs/product/contract.md#configuration).
 */
export function parseAddressProviderEnv(env: Record<string, string | undefined>) {
  const parsed = parseSettings(ADDRESS_PROVIDER_SETTINGS, env);
  if (!parsed.ok) throw EnvError.of(parsed.problems);
  const { kind, apiKey, baseUrl, timeoutMs } = parsed.settings;
  if (kind === 'sandbox') return { kind };
  if (!apiKey) throw new EnvError('ADDRESS_PROVIDER_API_KEY', 'is required when ADDRESS_PROVIDER is ideal-postcodes');
  return { kind, apiKey, baseUrl, timeoutMs };
}
