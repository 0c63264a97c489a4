/** docs/product/contract.md#pages: the partner API's paths, and the continue link's (our addition, apps/server/README.md). */
export const PARTNER_PATHS = {
  eligibility: '/partner/v1/eligibility',
  openapi: '/partner/v1/openapi.json',
  docs: '/partner/docs',
  /** The docs page's renderer, served from node_modules (no CDN). */
  docsScript: '/partner/docs/redoc.standalone.js',
  /** Followed by the link's token. */
  continue: '/partner/continue',
} as const;

export const PARTNER_API_BASE = '/partner/v1';
