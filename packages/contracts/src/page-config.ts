import * as z from 'zod/mini';

/** Id of the non-executable JSON block the server writes into every page (CSP allows no inline script). */
export const PAGE_CONFIG_ELEMENT_ID = 'page-config';

/** CONTRACT §2 SESSION_INACTIVITY_MINUTES default: the server's setting, and the page's when no server wrote it. */
export const DEFAULT_SESSION_INACTIVITY_MINUTES = 20;

/** The public, per-request page configuration: the only server settings the browser sees. */
export const pageConfigSchema = z.object({
  brand: z.string(),
  orchestration: z.object({
    baseUrl: z.string(),
    paths: z.record(z.string(), z.string()),
  }),
  sessionExpiryMinutes: z.number().check(z.positive()),
  /** Minutes without activity before the timed-out page; the server refuses the session after as long. */
  sessionInactivityMinutes: z.number().check(z.positive()),
  technicalErrorBrands: z.array(z.string()),
  technicalError: z.object({ heading: z.string(), body: z.string() }),
  /** Origin of the card-agreement host; non-default brands may be sent elsewhere. */
  agreementOrigin: z.string(),
  /** Spec §6 instant issuance flag; optional: the form falls back to its own default when absent. */
  instantIssuance: z.optional(
    z.object({ enabled: z.boolean(), fullRollout: z.boolean(), brands: z.array(z.string()) }),
  ),
  /** Spec §7 call 3: when on, the quotation call sends the browser's credentials (cookies). */
  downstreamVersion: z.optional(z.boolean()),
  /** Spec §2 item 11, §4 'Cookie banner', §7; optional: without it the banner uses its defaults. */
  cookieConsent: z.optional(
    z.object({
      /**
       * Spec §7 latest policy version. Left unchecked here on purpose: the banner itself rejects a
       * value that is neither a number nor absent ('latestPolicyVersion is invalid', spec §8).
       */
      latestPolicyVersion: z.optional(z.unknown()),
      /** Spec §3 notice_poptime; absent → 1679994000000. */
      noticePoptime: z.optional(z.number()),
      /** Brands and paths that ask with the full-page variant instead of the bottom banner. */
      fullPageBrands: z.array(z.string()),
      fullPagePaths: z.array(z.string()),
    }),
  ),
});
export type PageConfig = z.infer<typeof pageConfigSchema>;
