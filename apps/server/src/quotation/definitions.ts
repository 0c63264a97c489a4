import { BRAND_RECORDS, type BrandId } from '@quickcheck/brands';
import { AGGREGATOR_STANDARD, QCO_STANDARD, type FormDefinition } from '@quickcheck/contracts';

const DEFINITIONS: ReadonlyMap<string, FormDefinition> = new Map(
  [QCO_STANDARD, AGGREGATOR_STANDARD].map((definition) => [definition.id, definition]),
);

/** The server's own copy of a definition: a token names the definition, it never supplies the rules. */
export function definitionById(id: string): FormDefinition | undefined {
  return DEFINITIONS.get(id);
}

/** The brands whose journey includes the open-banking step (docs/product/overview.md#brand-groups-and-flags first brand group). */
export function offersOpenBanking(brand: BrandId): boolean {
  return BRAND_RECORDS[brand].features.openBanking;
}
