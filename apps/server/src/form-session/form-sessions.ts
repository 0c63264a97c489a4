import { createHmac } from 'node:crypto';
import { SESSION_REFUSAL, type SessionRefusal } from '@quickcheck/contracts';
import type { FastifyReply } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/db.ts';
import { touchFormSession, touchIssuedSession, type SessionActivity, type SessionState } from './form-session-repo.ts';
import { createSessionIds } from './session-id.ts';

/**
 * Forms issued per client per minute (the form call's rate-limit budget, and every drawn page's:
 * each issues one): a page load or a reload each.
 */
export const FORM_ISSUE_BUDGET = 60;

export const SESSION_TIMED_OUT = 'Your session has timed out';
export const SESSION_UNKNOWN = 'Your session is not valid or has expired, please start again';

export interface FormSessions {
  /**
   * A new session id for GET /form. Nothing is written: the id carries its issue time under a MAC,
   * and the session's first activity records it (docs/decisions/016).
   */
  issue(): string;
  /** Activity on the session (a stage check, an address lookup, a quotation, a ping); its state before. */
  touch(sessionId: string): Promise<SessionState>;
  /**
   * For a write that records the activity itself (the quotation's pending insert, decision 016):
   * the id's issue time and the window's start when the id is ours and was issued inside the
   * window, so the write's statement can apply touchIssuedSession's rule; undefined otherwise,
   * and the caller touches the session first.
   */
  activityInStatement(sessionId: string): SessionActivity | undefined;
  /**
   * The key the browser seals its refresh snapshot with, derived from the session id so no process
   * has to store it. Only handed out while the session is active: once it times out, a snapshot
   * left in the tab cannot be read.
   */
  snapshotKey(sessionId: string): string;
}

export function createFormSessions(db: Db, clock: Clock, inactivityMinutes: number, secret: string): FormSessions {
  const ids = createSessionIds(secret);
  const idleSinceAt = (now: Date) => new Date(now.getTime() - inactivityMinutes * 60_000);
  return {
    issue: () => ids.issue(clock.now()),
    activityInStatement(sessionId) {
      const issuedAt = ids.issuedAt(sessionId);
      const idleSince = idleSinceAt(clock.now());
      return issuedAt !== undefined && issuedAt > idleSince ? { issuedAt, idleSince } : undefined;
    },
    async touch(sessionId) {
      const now = clock.now();
      const idleSince = idleSinceAt(now);
      const issuedAt = ids.issuedAt(sessionId);
      // Not ours by its MAC: only a row written before ids carried one can make it known.
      if (issuedAt === undefined) return touchFormSession(db, sessionId, now, idleSince);
      if (issuedAt > idleSince) return touchIssuedSession(db, sessionId, issuedAt, now, idleSince);
      // Issued before the window: only activity since (a row) can keep it alive; ours, so never 'unknown'.
      return (await touchFormSession(db, sessionId, now, idleSince)) === 'active' ? 'active' : 'inactive';
    },
    snapshotKey: (sessionId) => createHmac('sha256', secret).update(`form-snapshot:${sessionId}`).digest('base64url'),
  };
}

/** Touches the session; answers 401 (and returns false) when it is idle too long or unknown. */
export async function requireActiveSession(sessions: FormSessions, sessionId: string, reply: FastifyReply) {
  const state = await sessions.touch(sessionId);
  if (state === 'active') return true;
  await refuseSession(reply, state);
  return false;
}

/** The 401 for a session that is idle too long or unknown. */
export async function refuseSession(reply: FastifyReply, state: Exclude<SessionState, 'active'>): Promise<void> {
  const body: SessionRefusal =
    state === 'inactive'
      ? { error: SESSION_TIMED_OUT, code: SESSION_REFUSAL.inactive }
      : { error: SESSION_UNKNOWN, code: SESSION_REFUSAL.unknown };
  await reply.status(401).send(body);
}
