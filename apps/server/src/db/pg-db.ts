import pg from 'pg';
import type { Db, Queryable } from './db.ts';
import { guarded } from './query-errors.ts';

export interface PgDbOptions {
  /** Sets search_path on every connection (tests run each in their own schema). */
  schema?: string;
  max?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

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
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await guarded(() => pool.query(sql, params));
      return { rows: result.rows as T[] };
    },
    async script<T>(sql: string) {
      const client = await pool.connect();
      try {
        // No parameters: the simple query protocol, which runs several statements.
        const result = await guarded(() => client.query(sql));
        const each = Array.isArray(result) ? result : [result];
        return { rows: each.flatMap((statement) => statement.rows ?? []) as T[] };
      } catch (error) {
        // A script's own BEGIN left open by its failure must not go back to the pool with the connection.
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      const scoped: Queryable = {
        async query<R>(sql: string, params: unknown[] = []) {
          const result = await guarded(() => client.query(sql, params));
          return { rows: result.rows as R[] };
        },
      };
      try {
        await client.query('BEGIN');
        const value = await fn(scoped);
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
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
