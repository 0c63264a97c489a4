import { mkdir } from 'node:fs/promises';
import { Mutex, PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db.ts';
import { createStatementRunner } from './pglite-statement.ts';
import { guarded } from './query-errors.ts';

/**
 * The embedded default: PostgreSQL compiled to WebAssembly. It serves one connection, so
 * its own transaction() queues other queries until the transaction ends.
 * `dataDir` undefined → an in-memory database (tests).
 */
export async function createPgliteDb(dataDir?: string): Promise<Db> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  return wrapPglite(await PGlite.create(dataDir));
}

/** The Db interface over a ready PGlite instance (tests start some from a prepared dump). */
export function wrapPglite(pglite: PGlite): Db {
  let closing: Promise<void> | undefined;
  // A statement outside a transaction goes in one round trip, prepared once (runStatement), which
  // takes none of PGlite's locks: this one keeps it out of an open transaction, held to its end.
  const connection = new Mutex();
  const runStatement = createStatementRunner(pglite);
  // Callers holding or waiting for the connection, for the metrics' queue length.
  let holding = 0;
  const exclusive = async <T>(fn: () => Promise<T>): Promise<T> => {
    holding += 1;
    try {
      return await connection.runExclusive(fn);
    } finally {
      holding -= 1;
    }
  };
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const rows = await exclusive(() => guarded(() => pglite.runExclusive(() => runStatement<T>(sql, params))));
      return { rows };
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return exclusive(() =>
        pglite.transaction(async (tx) => {
          const scoped: Queryable = {
            async query<R>(sql: string, params: unknown[] = []) {
              const result = await guarded(() => tx.query<R>(sql, params));
              return { rows: result.rows };
            },
          };
          return fn(scoped);
        }),
      );
    },
    async script<T>(sql: string) {
      const results = await exclusive(async () => {
        try {
          return await guarded(() => pglite.exec(sql));
        } catch (error) {
          // The one connection must not stay inside a BEGIN the script's failure left open.
          await pglite.exec('ROLLBACK').catch(() => {});
          throw error;
        }
      });
      return { rows: results.flatMap((statement) => statement.rows) as T[] };
    },
    close() {
      closing ??= pglite.closed ? Promise.resolve() : pglite.close();
      return closing;
    },
    connectionStats() {
      const active = connection.isLocked() ? 1 : 0;
      return { engine: 'pglite', active, idle: 1 - active, waiting: Math.max(0, holding - active) };
    },
  };
}
