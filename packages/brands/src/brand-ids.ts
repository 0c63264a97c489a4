import { BRAND_LIST } from './brands/brand-list.ts';
import type { BrandId } from './records/brand-registry.ts';

export type { BrandId };

/** The brands a visitor can meet (docs/product/contract.md#brands), in the records' order. */
export const BRAND_IDS: readonly BrandId[] = BRAND_LIST.map((record) => record.id);

/** Styles that exist only in the design system's catalogue, never on a live host. */
export const DESIGN_SYSTEM_STYLE_IDS = ['agent', 'retail', 'money-advice'] as const;
export type DesignSystemStyleId = (typeof DESIGN_SYSTEM_STYLE_IDS)[number];
export type StyleId = BrandId | DesignSystemStyleId;

/** The brand of anything unknown: the provider's own (its record's site is the provider's). */
export const DEFAULT_BRAND: BrandId = BRAND_LIST.find((record) => record.site.kind === 'provider')!.id;

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (BRAND_IDS as readonly string[]).includes(value);
}
