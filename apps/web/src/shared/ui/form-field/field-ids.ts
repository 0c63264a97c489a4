/** Element ids derived from an answer key, so error links and aria references always agree. */
export const fieldId = (name: string) => `field-${name}`;
export const hintId = (name: string) => `field-${name}-hint`;
export const errorId = (name: string) => `field-${name}-error`;

/** The aria attributes of a control with an optional hint and error message. */
export function describedBy(name: string, { hint, error }: { hint?: string | undefined; error?: string | undefined }) {
  const ids = [hint ? hintId(name) : undefined, error ? errorId(name) : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
