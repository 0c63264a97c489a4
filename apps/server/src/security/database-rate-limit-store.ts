import { createHmac } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../db/db.ts';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * One atomic statement per request: the first hit opens a window, later hits inside it count
 * up, the first hit after it opens a new one (the same semantics as the plugin's memory store,
 * so no fixed boundary lets a burst through twice). The row lock of ON CONFLICT makes
 * concurrent processes count exactly.
 */
const HIT = /* sql */ `
insert into rate_limit_windows as w (key, window_started_ms, hits) values ($1, $2, 1)
on conflict (key) do update set
  hits = case when w.window_started_ms <= $2 - $3 then 1 else w.hits + 1 end,
  window_started_ms = case when w.window_started_ms <= $2 - $3 then $2 else w.window_started_ms end
returning hits, window_started_ms`;

/** One hit on a counter (its key already hashed): the hits in its window and when the window opened. */
export async function hitWindow(db: Queryable, key: string, now: number, windowMs: number) {
  const { rows } = await db.query<{ hits: unknown; window_started_ms: unknown }>(HIT, [key, now, windowMs]);
  return { hits: Number(rows[0]?.hits), windowStartedMs: Number(rows[0]?.window_started_ms) };
}

/** Windows are a minute long; a row an hour old is dead and is swept at most once a minute. */
const SWEEP_EVERY_MS = 60_000;
const SWEEP_OLDER_THAN_MS = 60 * 60_000;
/** Daily counters (the partner API's quotas) live a day: their rows are swept only two days on. */
export const DAILY_KEY_PREFIX = 'daily:';
export const DAY_MS = 24 * 60 * 60_000;

/**
 * A @fastify/rate-limit store in the database, so every process sharing one PostgreSQL
 * shares each client's budget. The key (route and client address) is stored as a keyed
 * hash: an address is personal data and a plain hash of an IPv4 address is reversible.
 */
export function databaseRateLimitStore(db: Queryable, secret: string): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  const sweep = (now: number) => {
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    void db
      .query(
        `delete from rate_limit_windows
         where window_started_ms < case when key like '${DAILY_KEY_PREFIX}%' then $2 else $1 end`,
        [now - SWEEP_OLDER_THAN_MS, now - 2 * DAY_MS],
      )
      .catch(() => undefined);
  };
  const hashed = (key: string) => createHmac('sha256', `rate-limit:${secret}`).update(key).digest('base64url');

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      sweep(now);
      hitWindow(db, hashed(key), now, timeWindow).then(
        ({ hits, windowStartedMs }) => {
          const ttl = windowStartedMs + timeWindow - now;
          callback(null, { current: hits, ttl: Math.max(0, ttl) });
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(): FastifyRateLimitStore {
      // Keys already name the route (rate-limits.ts), so one table serves every route.
      return new DatabaseRateLimitStore();
    }
  }
  return DatabaseRateLimitStore;
}
