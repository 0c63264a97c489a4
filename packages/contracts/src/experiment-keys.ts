// No zod here: the first load reads these, and the schemas stay out of it (issue 12).

/** What a masked query value becomes. */
export const MASKED = 'masked';
/** Query keys whose values never leave the page: a quotation id (docs/product/calls-and-errors.md#calls) and the docs/product/screens.md prefill names. */
export const MASKED_QUERY_KEYS = ['quotation', 'firstName', 'lastName'] as const;

/** The tracking id: a random UUID the server mints, kept in the visitor's first-party cookie. */
export const TNT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The texts an experience may replace: keys of plain-text slots, never HTML. The hero's
 * reasons are `hero.<reason id>`.
 */
export const OFFER_TEXT_KEYS = ['hero.credit-score', 'hero.instant-issuance', 'hero.straight-answer'] as const;
export type OfferTextKey = (typeof OFFER_TEXT_KEYS)[number];

/** What an activity may set (the server's configuration is held to these keys). */
export type OfferContent = Partial<Record<OfferTextKey, string>>;
