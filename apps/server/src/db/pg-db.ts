import pg from 'pg';
import type { Db, Queryable } from './db.ts';
import { guarded, isConnectionLost, isReadOnlyStatement } from './query-errors.ts';

export interface PgDbOptions {
  /** Sets search_path on every connection (tests run each in their own schema). */
  schema?: string;
  max?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** A transaction whose connection was lost before COMMIT: nothing of it was written. */
class RolledBack extends Error {
  constructor(readonly lostWith: unknown) {
    super('The transaction was rolled back when its connection was lost');
  }
}

/** Statements on one connection the caller holds (a transaction's, a session's). */
function queryableOn(client: pg.PoolClient): Queryable {
  return {
    async query<R>(sql: string, params: unknown[] = []) {
      const result = await guarded(() => client.query(sql, params));
      return { rows: result.rows as R[] };
    },
  };
}

/** A real PostgreSQL through a pg Pool: many server processes can share one database. */
export function createPgDb(connectionString: string, options: PgDbOptions = {}): Db {
  if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema)) {
    throw new Error(`Invalid schema name: ${options.schema}`);
  }
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    // A startup parameter, so the setting is in place before the first query on every connection.
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  let closing: Promise<void> | undefined;
  /**
   * A statement cut by a lost connection is run once more on a new one when that is safe: it only
   * reads. A write's outcome is unknown (it may have committed before the cut), so it is not.
   */
  async function statement<T>(sql: string, params: unknown[]) {
    try {
      return await guarded(() => pool.query(sql, params));
    } catch (error) {
      if (!isConnectionLost(error) || !isReadOnlyStatement(sql)) throw error;
      return guarded(() => pool.query<T & pg.QueryResultRow>(sql, params));
    }
  }

  /**
   * One attempt of a transaction. `committing` tells whether the cut came at COMMIT (its outcome
   * unknown) or before it (rolled back as a whole: safe to run again). A client whose connection
   * was lost is destroyed, never given back to the pool.
   */
  async function attempt<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    const scoped = queryableOn(client);
    let lost = false;
    let committing = false;
    try {
      await client.query('BEGIN');
      const value = await fn(scoped);
      committing = true;
      await client.query('COMMIT');
      return value;
    } catch (error) {
      if (isConnectionLost(error)) {
        lost = true;
        throw committing ? error : new RolledBack(error);
      }
      // A connection that cannot even roll back is not given back to the pool either.
      await client.query('ROLLBACK').catch(() => (lost = true));
      throw error;
    } finally {
      client.release(lost);
    }
  }

  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await statement<T>(sql, params);
      return { rows: result.rows as T[] };
    },
    async script<T>(sql: string) {
      const client = await pool.connect();
      let lost = false;
      try {
        // No parameters: the simple query protocol, which runs several statements.
        const result = await guarded(() => client.query(sql));
        const each = Array.isArray(result) ? result : [result];
        return { rows: each.flatMap((statement) => statement.rows ?? []) as T[] };
      } catch (error) {
        lost = isConnectionLost(error);
        // A script's own BEGIN left open by its failure must not go back to the pool with the connection.
        if (!lost) await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release(lost);
      }
    },
    async session<T>(fn: (session: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        return await fn(queryableOn(client));
      } finally {
        // Closed, not given back: nothing fn left on the connection (a lock, a setting) reaches the pool.
        client.release(true);
      }
    },
    /**
     * A transaction cut before its COMMIT rolled back as a whole: it is run once more on a new
     * connection (`fn` does database work only, so running it again is safe). Cut at COMMIT, or
     * twice, the error goes on (the routes answer 503 with Retry-After).
     */
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      try {
        return await attempt(fn);
      } catch (error) {
        if (!(error instanceof RolledBack)) throw error;
        try {
          return await attempt(fn);
        } catch (again) {
          throw again instanceof RolledBack ? again.lostWith : again;
        }
      }
    },
    close() {
      closing ??= pool.end();
      return closing;
    },
    connectionStats() {
      return {
        engine: 'postgresql',
        active: pool.totalCount - pool.idleCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      };
    },
  };
}
