import type { AddressProviderConfig } from '../../config/address-provider-config.ts';
import type { AddressLookup } from './address-lookup-port.ts';
import { createIdealPostcodesAddressLookup } from './ideal-postcodes-address-lookup.ts';
import { createSandboxAddressLookup } from './sandbox-address-lookup.ts';

/** The adapter the configuration names; the sandbox of docs/product/contract.md#sandbox by default. */
export function createAddressLookup(config: AddressProviderConfig): AddressLookup {
  return config.kind === 'sandbox' ? createSandboxAddressLookup() : createIdealPostcodesAddressLookup(config);
}
