/** Row results of a query: plain objects keyed by column name. */
export interface QueryResult<T> {
  rows: T[];
}

/**
 * The whole database surface the server uses: parameterised SQL, a transaction and close.
 * Kept this small so that tests can wrap it (a failing query, a stub, tracing).
 */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs fn on one connection inside BEGIN/COMMIT; a throw rolls back. Use only `tx` inside fn. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Several statements without parameters in one call (pg-boss's migrations and its locked blocks,
   * `BEGIN; … RETURNING …; COMMIT`): every statement's rows, in order, as pg-boss reads them. A failed
   * script leaves no transaction of its own open.
   */
  script?<T = Record<string, unknown>>(sql: string): Promise<QueryResult<T>>;
  /**
   * Runs fn on a connection of its own, outside any transaction, and closes that connection after:
   * its session state (a session-level advisory lock) ends with fn. For work that spans several
   * transactions under one lock: the migrations (decision 086).
   */
  session?<T>(fn: (session: Queryable) => Promise<T>): Promise<T>;
  /** How its connections stand, for the metrics (apps/server/README.md, Observability). */
  connectionStats?(): DbConnectionStats;
}

/** A pg pool's connections, up to its maximum. */
export interface DbConnectionStats {
  engine: 'postgresql';
  /** Connections running a query or a transaction. */
  active: number;
  idle: number;
  /** Callers queued for a connection. */
  waiting: number;
}

export type Queryable = Pick<Db, 'query'>;
