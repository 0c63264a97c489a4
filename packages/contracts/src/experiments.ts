import * as z from 'zod/mini';
import { MASKED, MASKED_QUERY_KEYS, TNT_ID_PATTERN } from './experiment-keys.ts';

/**
 * docs/product/calls-and-errors.md#calls call 6: the experiment offers call. The browser sends the page address with the
 * quotation masked (and, beyond the spec, the prefill names and the hash left out too: the
 * service needs the page, never who is on it); the server answers the visitor's offers.
 */

const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));

/** No hash, and every masked key either absent or exactly MASKED (read without URL: this package has no DOM types). */
function isMaskedAddress(href: string): boolean {
  if (href.includes('#')) return false;
  const query = href.split('?')[1] ?? '';
  try {
    return query.split('&').every((pair) => {
      const [key = '', value = ''] = pair.split('=', 2);
      return !(MASKED_QUERY_KEYS as readonly string[]).includes(decode(key)) || decode(value) === MASKED;
    });
  } catch {
    return false;
  }
}

export const offersRequestSchema = z.strictObject({
  url: z
    .url({ protocol: /^https?$/ })
    .check(
      z.maxLength(2000),
      z.refine(isMaskedAddress, `quotation, firstName and lastName must be '${MASKED}' and the hash empty`),
    ),
  tntId: z.optional(z.string().check(z.regex(TNT_ID_PATTERN))),
});
export type OffersRequest = z.infer<typeof offersRequestSchema>;

/**
 * What the browser accepts: any key, so a page loaded before a deploy that adds a key still
 * applies the rest instead of failing the whole call; unknown keys are simply never read.
 */
export const offerContentSchema = z.record(z.string().check(z.maxLength(60)), z.string().check(z.maxLength(200)));

export const offerSchema = z.object({
  activityId: z.string(),
  activityName: z.string(),
  experienceId: z.string(),
  experienceName: z.string(),
  content: offerContentSchema,
});
export type Offer = z.infer<typeof offerSchema>;

export const offersResponseSchema = z.object({
  tntId: z.string().check(z.regex(TNT_ID_PATTERN)),
  offers: z.array(offerSchema),
});
export type OffersResponse = z.infer<typeof offersResponseSchema>;
