import { createHmac } from 'node:crypto';
import { SESSION_REFUSAL, type SessionRefusal } from '@quickcheck/contracts';
import type { FastifyReply } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/db.ts';
import { insertFormSession, touchFormSession, type SessionState } from './form-session-repo.server.ts';

export const SESSION_TIMED_OUT = 'Your session has timed out';
export const SESSION_UNKNOWN = 'Your session is not valid or has expired, please start again';

export interface FormSessions {
  /** Called when GET /form hands out a session id. */
  open(sessionId: string): Promise<void>;
  /** Activity on the session (a stage check, an address lookup, a quotation, a ping); its state before. */
  touch(sessionId: string): Promise<SessionState>;
  /**
   * The key the browser seals its refresh snapshot with, derived from the session id so no process
   * has to store it. Only handed out while the session is active: once it times out, a snapshot
   * left in the tab cannot be read.
   */
  snapshotKey(sessionId: string): string;
}

export function createFormSessions(db: Db, clock: Clock, inactivityMinutes: number, secret: string): FormSessions {
  return {
    open: (sessionId) => insertFormSession(db, sessionId, clock.now()),
    touch: (sessionId) => {
      const now = clock.now();
      return touchFormSession(db, sessionId, now, new Date(now.getTime() - inactivityMinutes * 60_000));
    },
    snapshotKey: (sessionId) => createHmac('sha256', secret).update(`form-snapshot:${sessionId}`).digest('base64url'),
  };
}

/** Touches the session; answers 401 (and returns false) when it is idle too long or unknown. */
export async function requireActiveSession(sessions: FormSessions, sessionId: string, reply: FastifyReply) {
  const state = await sessions.touch(sessionId);
  if (state === 'active') return true;
  const body: SessionRefusal =
    state === 'inactive'
      ? { error: SESSION_TIMED_OUT, code: SESSION_REFUSAL.inactive }
      : { error: SESSION_UNKNOWN, code: SESSION_REFUSAL.unknown };
  await reply.status(401).send(body);
  return false;
}
