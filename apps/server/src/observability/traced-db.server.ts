import type { Db, Queryable } from '../db/db.ts';
import { inSpan, tracingOn } from './tracing.server.ts';

const DB_SYSTEM = { 'db.system.name': 'postgresql' } as const;
/** Long enough to tell statements apart; a batch insert's placeholders go on for kilobytes. */
const QUERY_TEXT_CHARS = 300;

const operationOf = (sql: string) => /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'QUERY';

function tracedQueryable(target: Queryable): Queryable['query'] {
  return (sql, params) => {
    const operation = operationOf(sql);
    // The statement's text has placeholders only; its parameters (sealed answers, hashes) are never recorded.
    const attributes = {
      ...DB_SYSTEM,
      'db.operation.name': operation,
      'db.query.text': sql.slice(0, QUERY_TEXT_CHARS),
    };
    return inSpan(`db ${operation}`, attributes, () => target.query(sql, params), 'client');
  };
}

/**
 * The database with a client span around each statement and each transaction, for PGlite and
 * PostgreSQL alike (the Db interface is the one place both go through). With tracing off it is
 * the database itself: no wrapper at all.
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
