// The light, shared part of the registry. Per-brand content and logos are not re-exported
// here: the browser loads them lazily from '@quickcheck/brands/modules/<id>-brand'.
export * from './brand-ids.ts';
export * from './consumer-names.ts';
export * from './journey-consumer.ts';
export * from './records/brand-record.ts';
export { BRAND_RECORDS, brandRecord, brandTable, brandsWhere } from './records/brand-records.ts';
export * from './brand-groups.ts';
export * from './product-ids.ts';
export * from './resolve-brand.ts';
export * from './brand-text.ts';
export * from './with-article.ts';
export * from './brand-theme.ts';
export * from './logo/logo-types.ts';
export * from './logo/seasonal-logo.ts';
export * from './logo/logo-svg.ts';
export * from './footer/brand-footer.ts';
export type { BrandContent, BrandModule, PoweredBy, TextLink } from './content/brand-module.ts';
