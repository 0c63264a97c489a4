import type { BrandRecord } from './brand-record.ts';

/**
 * Every brand's record type, by id. Each `brands/<id>-brand.ts` adds its own entry to this
 * interface (declaration merging), so the `BrandId` type grows with the folder: no list of
 * brands is kept by hand (docs/decisions/029).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each brand's file
export interface BrandRegistry {}

/** A brand's id: its record's (brands/<id>-brand.ts). `quickcheck` is the spec's `{product}`. */
export type BrandId = keyof BrandRegistry & string;

type Misregistered = {
  [Id in keyof BrandRegistry]: BrandRegistry[Id] extends BrandRecord<Id & string> ? never : Id;
}[keyof BrandRegistry];
type NoneOf<Ids extends never> = Ids;
/** Compiles only while each entry is its own id's record: a copied file that kept its old key fails here. */
export type RegistryChecked = NoneOf<Misregistered>;
