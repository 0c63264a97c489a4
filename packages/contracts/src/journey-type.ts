/**
 * Spec §3 journey type. Its own module, without zod: the browser's first load reads it (the form's
 * quoteSession event) and must not pull the schemas in with it.
 */
export const JOURNEY_TYPES = ['standard', 'pre-pop'] as const;
export type JourneyType = (typeof JOURNEY_TYPES)[number];

/** Spec §3: 'pre-pop' when the form arrives with prefilled values (the form's own, or names from the address). */
export function journeyTypeOf(formValues: Record<string, string>): JourneyType {
  return Object.keys(formValues).length > 0 ? 'pre-pop' : 'standard';
}
