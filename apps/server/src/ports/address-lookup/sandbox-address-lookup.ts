import { createHash } from 'node:crypto';
import { normalisePostcode, type Address } from '@quickcheck/contracts';
import { randomLatency, sleep } from '../sleep.ts';
import { AddressLookupFailedError, type AddressLookup } from './address-lookup-port.ts';

/** docs/product/contract.md#sandbox: this postcode makes the sandbox lookup fail. */
export const FAILING_POSTCODE = 'ZZ1 1ZZ';

const STREETS = [
  'Acacia Avenue',
  'Beechwood Road',
  'Chapel Lane',
  'Dovecote Close',
  'Elm Grove',
  'Foxglove Way',
  'Granary Street',
  'Hawthorn Drive',
  'Kingfisher Court',
  'Larkspur Crescent',
  'Meadow View',
  'Orchard Place',
];

/** Fictional towns with their counties. */
const TOWNS: ReadonlyArray<readonly [string, string]> = [
  ['Ashbridge', 'Westshire'],
  ['Brackenford', 'North Moreland'],
  ['Coldharbour', 'Eastvale'],
  ['Dunmere', 'Southdown'],
  ['Eldham', 'Midlothery'],
  ['Fairleigh', 'Westshire'],
];

const HOUSE_NAMES = ['Rose Cottage', 'The Old Forge', 'Willow House', 'Hillcrest'];

/** A stable list of 5–8 fictional addresses derived from the postcode alone. */
export function sandboxAddresses(postcode: string): Address[] {
  const normalised = normalisePostcode(postcode);
  const hash = createHash('sha256').update(normalised).digest();
  const count = 5 + (hash.readUInt8(0) % 4);
  const streetName = STREETS[hash.readUInt8(1) % STREETS.length] ?? 'High Street';
  const [townCity, county] = TOWNS[hash.readUInt8(2) % TOWNS.length] ?? ['Ashbridge', 'Westshire'];
  const firstNumber = 1 + (hash.readUInt8(3) % 40);
  const namedIndex = hash.readUInt8(4) % count;
  return Array.from({ length: count }, (_, index) => {
    // One house in each list has a name instead of a number, as real streets do.
    const houseName = index === namedIndex ? (HOUSE_NAMES[hash.readUInt8(5) % HOUSE_NAMES.length] ?? '') : '';
    const houseNumber = houseName ? '' : String(firstNumber + index * 2);
    const label = [houseName || houseNumber, streetName].join(' ');
    return {
      id: `${normalised.replace(' ', '')}-${index + 1}`,
      label: `${label}, ${townCity}, ${normalised}`,
      houseNumber,
      houseName,
      flatNumber: '',
      streetName,
      addressLine2: '',
      townCity,
      county,
      postcode: normalised,
    };
  });
}

export interface SandboxAddressLookupOptions {
  /** Defaults to 30–120 ms; tests pass () => 0. */
  latencyMs?: () => number;
}

export function createSandboxAddressLookup(options: SandboxAddressLookupOptions = {}): AddressLookup {
  const latencyMs = options.latencyMs ?? randomLatency(30, 120);
  return {
    async find(postcode) {
      await sleep(latencyMs());
      if (normalisePostcode(postcode) === FAILING_POSTCODE) throw new AddressLookupFailedError();
      return sandboxAddresses(postcode);
    },
  };
}
