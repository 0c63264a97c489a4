/**
 * Fields a failed query's error may carry that hold the query's values: PostgreSQL's `detail`
 * ("Key (id)=(…) already exists") and `where` ("unnamed portal parameter $1 = '…'"), and the
 * statement and its parameters under the names libraries give them (`query`, `params`,
 * `parameters`…). Removed where the error is born, so no log line,
 * report or serializer further on can print them; `code` (the SQLSTATE) stays.
 */
const VALUE_FIELDS = ['params', 'parameters', 'query', 'queryOptions', 'internalQuery', 'detail', 'where'];

export function withoutQueryValues(error: unknown): unknown {
  if (typeof error === 'object' && error !== null) {
    for (const field of VALUE_FIELDS) delete (error as Record<string, unknown>)[field];
  }
  return error;
}

/** Runs one query; a failure is rethrown without its values. */
export async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw withoutQueryValues(error);
  }
}

/**
 * The connection under a statement went away (the backend was terminated — pg_terminate_backend,
 * a restart, a fail-over — or the socket was reset): SQLSTATE class 08, 57P01–57P03, or the
 * driver's own words for a socket that closed. The statement's outcome is then unknown unless it
 * could not have written (db/pg-db.ts retries only what is safe).
 */
const CONNECTION_LOST_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNRESET', 'EPIPE', 'ECONNREFUSED', 'ETIMEDOUT']);
const CONNECTION_LOST_MESSAGE = /Connection terminated|not queryable|Client was closed|Connection ended/i;

export function isConnectionLost(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (CONNECTION_LOST_CODES.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && CONNECTION_LOST_MESSAGE.test(message);
}

/**
 * A statement that only reads: run again, it changes nothing. Read off its text, so it is
 * conservative: a plain SELECT (or a WITH of SELECTs) calling no function that changes state.
 */
const WRITES =
  /\b(insert|update|delete|merge|truncate|nextval|setval|pg_advisory\w*|for\s+(no\s+key\s+)?update|for\s+share)\b/i;
export function isReadOnlyStatement(sql: string): boolean {
  return /^\s*(select|with)\b/i.test(sql) && !WRITES.test(sql);
}

/**
 * PostgreSQL has no room for the write: SQLSTATE 53100 disk_full ("could not extend file … No
 * space left on device"). The statement failed whole and its transaction rolled back: nothing of
 * it was kept, and the same request succeeds once space is freed (decision 083).
 */
export const DISK_FULL = '53100';
export const isDiskFull = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === DISK_FULL;
