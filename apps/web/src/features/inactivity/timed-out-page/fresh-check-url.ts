/** What a fresh check must not carry over: prefilled names and the quotation being edited. */
const PREFILL_PARAMETERS = ['firstName', 'lastName', 'quotation'];

/**
 * The form's address for a new check after a time-out: the visitor's codes (s, campaign, partner…)
 * stay, so the check is still credited to where they came from; nothing that would prefill an answer.
 */
export function freshCheckUrl(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of PREFILL_PARAMETERS) query.delete(name);
  const text = query.toString();
  return text ? `/?${text}` : '/';
}
