import { SESSION_REFUSAL } from '@quickcheck/contracts';

/** True for the server's 401 that says the form session was idle too long (it shows the timed-out page). */
export function isInactiveRefusal(status: number, body: unknown): boolean {
  if (status !== 401) return false;
  // Our own server's body, read by hand: no schema library in the first load for one field.
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === SESSION_REFUSAL.inactive;
}
