import { retentionCutoff, type RetentionKind } from '../config/retention.ts';
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

/** Each table's line of the retention table (config/retention.ts): neither holds personal data (docs/security.md). */
const RETENTION_KIND: Record<TelemetryTable, RetentionKind> = {
  analytics_events: 'telemetry',
  client_errors: 'client-errors',
};

/** Deletes one table's telemetry older than its retention; how many rows went. */
export async function purgeTelemetryTable(db: Queryable, table: TelemetryTable, now: Date): Promise<number> {
  const cutoff = retentionCutoff(RETENTION_KIND[table], now);
  const { rows } = await db.query(`delete from ${table} where created_at < $1 returning id`, [cutoff.toISOString()]);
  return rows.length;
}

/** Deletes telemetry older than its retention; returns how many rows went, per table. */
export async function purgeTelemetry(db: Queryable, now: Date): Promise<Record<TelemetryTable, number>> {
  return {
    analytics_events: await purgeTelemetryTable(db, 'analytics_events', now),
    client_errors: await purgeTelemetryTable(db, 'client_errors', now),
  };
}
