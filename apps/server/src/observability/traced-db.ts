import type { Db, Queryable } from '../db/db.ts';
import { inSpan, tracingOn } from './tracing.ts';

const DB_SYSTEM = { 'db.system.name': 'postgresql' } as const;
/** Long enough to tell statements apart; a batch insert's placeholders go on for kilobytes. */
const QUERY_TEXT_CHARS = 300;

const WRITES = /\b(insert\s+into|update|delete\s+from)\s+"?(\w+)/gi;
const READ = /\bselect\b[\s\S]*?\bfrom\s+"?(\w+)/i;

/**
 * 'INSERT form_sessions INSERT quotations', 'SELECT quotations' (the semantic conventions' query
 * summary): every table the statement writes, else the first it reads, else its verb.
 */
export function summaryOf(sql: string): string {
  const writes = [...sql.matchAll(WRITES)].map(([, verb, table]) => `${verb?.split(/\s/)[0]?.toUpperCase()} ${table}`);
  if (writes.length > 0) return [...new Set(writes)].join(' ');
  const read = READ.exec(sql);
  if (read) return `SELECT ${read[1]}`;
  return /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'QUERY';
}

function tracedQueryable(target: Queryable): Queryable['query'] {
  return (sql, params) => {
    const summary = summaryOf(sql);
    // The statement's text has placeholders only; its parameters (sealed answers, hashes) are never recorded.
    const attributes = { ...DB_SYSTEM, 'db.query.summary': summary, 'db.query.text': sql.slice(0, QUERY_TEXT_CHARS) };
    return inSpan(`db ${summary}`, attributes, () => target.query(sql, params), 'client');
  };
}

/**
 * The database with a client span around each statement and each transaction (the Db interface
 * is the one place every query goes through). With tracing off it is the database itself: no
 * wrapper at all.
 */
export function tracedDb(db: Db): Db {
  if (!tracingOn()) return db;
  return {
    ...db,
    query: tracedQueryable(db),
    transaction: (fn) =>
      inSpan('db transaction', DB_SYSTEM, () => db.transaction((tx) => fn({ query: tracedQueryable(tx) }))),
  };
}
