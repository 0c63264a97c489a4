/**
 * Fields the drivers attach to a failed query's error that hold the query's values: PGlite
 * `params` (and the query), PostgreSQL `detail` ("Key (id)=(…) already exists") and `where`
 * ("unnamed portal parameter $1 = '…'"). Removed where the error is born, so no log line,
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
