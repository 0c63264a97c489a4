import { normalisePostcode, type Address } from '@quickcheck/contracts';
import * as z from 'zod';
import { AddressLookupFailedError, type AddressLookup } from './address-lookup-port.ts';

/**
 * Ideal Postcodes' documented postcode lookup (GET /v1/postcodes/:postcode?api_key=):
 * 200 `{ code: 2000, result: [...] }`; 404 `{ code: 4040 }` for an unknown postcode.
 * Only the address elements we use are read; anything else in a record is ignored.
 */
const element = z.string().optional().default('');
const premiseSchema = z.object({
  udprn: z.union([z.number(), z.string()]).optional(),
  line_1: element,
  line_2: element,
  line_3: element,
  post_town: element,
  county: element,
  postcode: z.string(),
  building_number: element,
  building_name: element,
  sub_building_name: element,
  thoroughfare: element,
  dependant_thoroughfare: element,
  dependant_locality: element,
});
const successSchema = z.object({ result: z.array(premiseSchema) });
type Premise = z.infer<typeof premiseSchema>;

export const IDEAL_POSTCODES_NOT_FOUND = 4040;

export interface IdealPostcodesOptions {
  apiKey: string;
  /** e.g. https://api.ideal-postcodes.co.uk (tests point it at a local fake). */
  baseUrl: string;
  timeoutMs: number;
}

/** Royal Mail towns arrive in capitals ('LONDON'); people write 'London'. */
const titleCase = (value: string) => value.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (match) => match.toUpperCase());

/** One premise as our Address: the street falls back to line 1 for organisations without a thoroughfare. */
export function addressFromPremise(premise: Premise, index: number): Address {
  const postcode = normalisePostcode(premise.postcode);
  const townCity = titleCase(premise.post_town);
  const lines = [premise.line_1, premise.line_2, premise.line_3].filter(Boolean);
  return {
    id: premise.udprn !== undefined ? String(premise.udprn) : `${postcode.replace(' ', '')}-${index + 1}`,
    label: [...lines, townCity, postcode].join(', '),
    houseNumber: premise.building_number,
    houseName: premise.building_name,
    flatNumber: premise.sub_building_name,
    streetName: premise.thoroughfare || premise.dependant_thoroughfare || premise.line_1,
    addressLine2: premise.dependant_locality,
    townCity,
    county: premise.county,
    postcode,
  };
}

/** The real provider behind the address port: time-out, error mapping, no key or postcode in any error text. */
export function createIdealPostcodesAddressLookup(options: IdealPostcodesOptions): AddressLookup {
  return {
    async find(postcode) {
      const url = new URL(`/v1/postcodes/${encodeURIComponent(postcode.replace(/\s+/g, ''))}`, options.baseUrl);
      url.searchParams.set('api_key', options.apiKey);
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch {
        // Network failure or time-out: the visitor types the address instead.
        throw new AddressLookupFailedError();
      }
      const body: unknown = await response.json().catch(() => undefined);
      if (response.status === 404 && (body as { code?: unknown } | undefined)?.code === IDEAL_POSTCODES_NOT_FOUND) {
        // A well-formed postcode with no addresses: an empty list, which also leads to manual entry.
        return [];
      }
      const parsed = response.ok ? successSchema.safeParse(body) : undefined;
      if (!parsed?.success) throw new AddressLookupFailedError();
      return parsed.data.result.map(addressFromPremise);
    },
  };
}
