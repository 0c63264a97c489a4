/** The brands a visitor can meet (CONTRACT §3). `quickcheck` is the spec's `{product}`. */
export const BRAND_IDS = [
  'quickcheck',
  'luma',
  'very',
  'littlewoods',
  'ocean',
  'thinkmoney',
  'postoffice',
  'asos',
] as const;
export type BrandId = (typeof BRAND_IDS)[number];

/** Styles that exist only in the design system's catalogue, never on a live host. */
export const DESIGN_SYSTEM_STYLE_IDS = ['agent', 'retail', 'money-advice'] as const;
export type DesignSystemStyleId = (typeof DESIGN_SYSTEM_STYLE_IDS)[number];
export type StyleId = BrandId | DesignSystemStyleId;

export const DEFAULT_BRAND: BrandId = 'quickcheck';

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (BRAND_IDS as readonly string[]).includes(value);
}
