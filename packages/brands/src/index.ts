// The brand records and every view of them. Each brand's logo artwork is the one part that is
// not here: it loads lazily, one chunk per brand (content/load-brand-module.ts).
export * from './brand-ids.ts';
export * from './consumer-names.ts';
export * from './journey-consumer.ts';
export * from './records/brand-record.ts';
export { defineBrand } from './records/define-brand.ts';
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
export type { BrandContent, BrandModule, PoweredBy } from './content/brand-module.ts';
export { brandModuleOf } from './content/brand-module-of.ts';
export * from './content/load-brand-module.ts';
