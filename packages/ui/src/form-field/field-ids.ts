/** Element ids derived from an answer key, so error links and aria references always agree. */
export const fieldId = (name: string) => `field-${name}`;
export const hintId = (name: string) => `field-${name}-hint`;
export const errorId = (name: string) => `field-${name}-error`;

interface Messages {
  hint?: string | undefined;
  error?: string | undefined;
}

/** The aria-describedby value of a control with an optional hint and error message. */
export function describedBy(name: string, { hint, error }: Messages) {
  const ids = [hint ? hintId(name) : undefined, error ? errorId(name) : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The aria attributes a control needs so its hint and error are announced with it. */
export function controlAria(name: string, messages: Messages) {
  return {
    id: fieldId(name),
    'aria-describedby': describedBy(name, messages),
    'aria-invalid': messages.error ? true : undefined,
  } as const;
}
