import type { Db } from '../db/db.ts';

export interface JsonRow {
  id: string;
  /** Only analytics_events has a name column. */
  name?: string;
  payload: unknown;
  createdAt: string;
}

/** PostgreSQL rejects \u0000 inside jsonb text; such a report is dropped to a marker rather than failing. */
function jsonText(payload: unknown): string {
  const text = JSON.stringify(payload);
  return text.includes('\\u0000') ? JSON.stringify({ dropped: 'contained a NUL character' }) : text;
}

/** One multi-row insert per batch: a batch of events is one round trip, and all or nothing. */
export async function insertJsonRows(
  db: Db,
  table: 'analytics_events' | 'client_errors',
  rows: JsonRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const withName = table === 'analytics_events';
  const width = withName ? 4 : 3;
  const params: unknown[] = [];
  const tuples = rows.map((row, index) => {
    const base = index * width;
    params.push(row.id, ...(withName ? [row.name ?? ''] : []), jsonText(row.payload), row.createdAt);
    const placeholders = Array.from({ length: width }, (_, offset) => `$${base + offset + 1}`);
    return `(${placeholders.join(', ')})`;
  });
  const columns = withName ? 'id, name, payload, created_at' : 'id, payload, created_at';
  await db.query(`insert into ${table} (${columns}) values ${tuples.join(', ')}`, params);
}
