import type { Queryable } from '../db/db.ts';
import { DAILY_KEY_PREFIX, DAY_MS, hitWindow } from '../security/database-rate-limit-store.ts';
import type { PartnerKey } from './partner-keys.ts';

const MINUTE_MS = 60_000;

export type LimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number; error: string };

/**
 * Per key: a budget per minute and a quota per UTC day, counted in the database (the table of
 * decision 009) so every process on one PostgreSQL spends the same budget. Counters name the key
 * by its id, which is no personal data, so they are stored as they are.
 */
export async function spendPartnerBudget(
  db: Queryable,
  key: PartnerKey,
  /** RATE_LIMIT_SCALE, as for every other budget (load tests from one machine). */
  scale = 1,
  now = Date.now(),
): Promise<LimitVerdict> {
  const perMinute = key.perMinute * scale;
  const perDay = key.perDay * scale;
  const minute = await hitWindow(db, `partner-minute:${key.id}`, now, MINUTE_MS);
  if (minute.hits > perMinute) {
    const retryAfterSeconds = Math.max(1, Math.ceil((minute.windowStartedMs + MINUTE_MS - now) / 1000));
    return { ok: false, retryAfterSeconds, error: `This key's limit is ${perMinute} requests a minute` };
  }
  // The day's counter is named by its date, so it starts afresh at midnight UTC whenever it was first hit.
  const day = Math.floor(now / DAY_MS);
  const quota = await hitWindow(db, `${DAILY_KEY_PREFIX}partner:${key.id}:${day}`, now, 2 * DAY_MS);
  if (quota.hits > perDay) {
    const retryAfterSeconds = Math.max(1, Math.ceil(((day + 1) * DAY_MS - now) / 1000));
    return { ok: false, retryAfterSeconds, error: `This key's quota of ${perDay} requests a day is spent` };
  }
  return { ok: true };
}
