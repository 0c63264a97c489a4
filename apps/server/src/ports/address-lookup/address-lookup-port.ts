import type { Address } from '@quickcheck/contracts';

/** Finds the addresses at a postcode. Throws when the provider fails (the visitor then types the address). */
export interface AddressLookup {
  find(postcode: string): Promise<Address[]>;
}

export class AddressLookupFailedError extends Error {
  constructor() {
    super('Address lookup failed');
    this.name = 'AddressLookupFailedError';
  }
}
