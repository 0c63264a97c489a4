import * as z from 'zod/mini';
import type { OffersResponse } from './experiments.ts';
import type { JourneyQuery } from './journey-query.ts';

/** Id of the non-executable JSON block the server writes into every page (CSP allows no inline script). */
export const PAGE_CONFIG_ELEMENT_ID = 'page-config';

/** docs/product/contract.md#configuration SESSION_INACTIVITY_MINUTES default: the server's setting, and the page's when no server wrote it. */
export const DEFAULT_SESSION_INACTIVITY_MINUTES = 20;

/** docs/product/contract.md#configuration SESSION_EXPIRY_MINUTES default: the form token's life, on the server and in a page no server wrote. */
export const DEFAULT_SESSION_EXPIRY_MINUTES = 1440;

/** docs/product/screens.md screen 8: the technical error page's configured text (also the page's own default). */
export const DEFAULT_TECHNICAL_ERROR = {
  heading: 'Oops, something went wrong',
  // The spec's words, with its placeholder ellipsis made a sentence (issue 34).
  body: 'You can try QuickCheck again later, or go to our homepage.',
} as const;

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
  /** docs/product/overview.md#brand-groups-and-flags instant issuance flag; optional: the form falls back to its own default when absent. */
  instantIssuance: z.optional(
    z.object({ enabled: z.boolean(), fullRollout: z.boolean(), brands: z.array(z.string()) }),
  ),
  /** docs/product/calls-and-errors.md#calls call 3: when on, the quotation call sends the browser's credentials (cookies). */
  downstreamVersion: z.optional(z.boolean()),
  /**
   * Whether 'Save and come back later' is offered: false where the server sends no e-mail (no
   * SMTP_URL outside development), so no page promises a link; absent → offered.
   */
  saveForLater: z.optional(z.boolean()),
  /** docs/product/screens.md item 11, docs/product/journey.md 'Cookie banner', docs/product/calls-and-errors.md#calls; optional: without it the banner uses its defaults. */
  cookieConsent: z.optional(
    z.object({
      /**
       * docs/product/calls-and-errors.md#calls latest policy version. Left unchecked here on purpose: the banner itself rejects a
       * value that is neither a number nor absent ('latestPolicyVersion is invalid', docs/product/calls-and-errors.md#errors).
       */
      latestPolicyVersion: z.optional(z.unknown()),
      /** docs/product/data.md notice_poptime; absent → 1679994000000. */
      noticePoptime: z.optional(z.number()),
      /** Brands and paths that ask with the full-page variant instead of the bottom banner. */
      fullPageBrands: z.array(z.string()),
      fullPagePaths: z.array(z.string()),
    }),
  ),
  /**
   * The visitor's experiment offers when the server decided them from the request's cookies
   * (decision 008): the page applies them before its first render, so it is drawn and hydrated in
   * the visitor's wording and never hidden for them. Absent, the page asks for them itself.
   */
  // Typed, not re-validated: the server writes what its offers service answered, and importing that
  // schema here would bring its checks into every page's first load.
  experimentOffers: z.optional(z.custom<OffersResponse>()),
  /**
   * The journey the server resolved for this request (brand → consumer → definition to ask), so
   * the page reads it once instead of re-deriving it; optional: absent, the page derives it itself.
   */
  journey: z.optional(
    z.object({
      /** The form call's consumer name: a comparison site's code (aggregator journey), else the brand's own. */
      consumerName: z.string(),
      aggregator: z.boolean(),
      /** Id of the form definition GET /api/form will hand out (`qco-standard` / `aggregator-standard`). */
      definitionId: z.string(),
      /**
       * The rest of the form call's query for this address (`consumerName` is above); optional:
       * absent, the page works it out from its address.
       */
      query: z.optional(
        z.object({
          oemc: z.optional(z.string()),
          s: z.optional(z.string()),
          vc: z.optional(z.string()),
          quotation: z.optional(z.string()),
        }),
      ),
      /**
       * The address's journey values as the server read them (parseJourneyQuery; `consumerName` is
       * above): the page reads these, never its address. Optional: absent, the page takes none.
       */
      // Typed, not re-validated: the server's one parse wrote them, and checking them here would bring
      // the parameter table into every page's first load (only the result and open-banking pages need it).
      address: z.optional(z.custom<JourneyQuery>()),
    }),
  ),
});
export type PageJourney = NonNullable<PageConfig['journey']>;
export type PageConfig = z.infer<typeof pageConfigSchema>;
