export * from './brand-ids.ts';
export * from './brand-groups.ts';
export * from './resolve-brand.ts';
export * from './brand-text.ts';
export * from './brand-theme.ts';
