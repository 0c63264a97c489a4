import type { Queryable } from '../db/db.ts';

export interface TelemetryRow {
  id: string;
  /** Only analytics_events has a name column. */
  name?: string;
  payload: unknown;
  createdAt: string;
}

export type TelemetryTable = 'analytics_events' | 'client_errors';

/** One multi-row insert per batch: a batch of events is one round trip, and all or nothing. */
export async function insertTelemetryRows(db: Queryable, table: TelemetryTable, rows: TelemetryRow[]): Promise<void> {
  if (rows.length === 0) return;
  const withName = table === 'analytics_events';
  const width = withName ? 4 : 3;
  const params: unknown[] = [];
  const tuples = rows.map((row, index) => {
    const base = index * width;
    params.push(row.id, ...(withName ? [row.name ?? ''] : []), JSON.stringify(row.payload), row.createdAt);
    const placeholders = Array.from({ length: width }, (_, offset) => `$${base + offset + 1}`);
    return `(${placeholders.join(', ')})`;
  });
  const columns = withName ? 'id, name, payload, created_at' : 'id, payload, created_at';
  await db.query(`insert into ${table} (${columns}) values ${tuples.join(', ')}`, params);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long telemetry is kept. Analytics: 90 days, enough to compare a release with the
 * quarter before it. Client errors: 30 days, longer than a release cycle, after which an
 * error is fixed or known and an old report helps nobody. Neither holds personal data
 * (see docs/security.md), but data nobody needs is not kept.
 */
export const TELEMETRY_RETENTION_DAYS: Record<TelemetryTable, number> = {
  analytics_events: 90,
  client_errors: 30,
};

/** Deletes telemetry older than its retention; returns how many rows went, per table. */
export async function purgeTelemetry(db: Queryable, now: Date): Promise<Record<TelemetryTable, number>> {
  const purged = { analytics_events: 0, client_errors: 0 };
  for (const table of Object.keys(TELEMETRY_RETENTION_DAYS) as TelemetryTable[]) {
    const cutoff = new Date(now.getTime() - TELEMETRY_RETENTION_DAYS[table] * DAY_MS);
    const { rows } = await db.query(`delete from ${table} where created_at < $1 returning id`, [cutoff.toISOString()]);
    purged[table] = rows.length;
  }
  return purged;
}
