import { SESSION_REFUSAL, sessionRefusalSchema } from '@quickcheck/contracts';

/** True for the server's 401 that says the form session was idle too long (it shows the timed-out page). */
export function isInactiveRefusal(status: number, body: unknown): boolean {
  if (status !== 401) return false;
  const refusal = sessionRefusalSchema.safeParse(body);
  return refusal.success && refusal.data.code === SESSION_REFUSAL.inactive;
}
