import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/app.ts';
import { manualClock } from '../../src/clock.ts';
import type { ServerConfig } from '../../src/config/env.ts';
import type { Db } from '../../src/db/db.ts';
import { MIGRATIONS } from '../../src/db/migrate.ts';
import { createSandboxAddressLookup } from '../../src/ports/address-lookup/sandbox-address-lookup.ts';
import { createSandboxAgency } from '../../src/ports/credit-reference-agency/sandbox-agency.ts';
import { TEST_KEYS, testConfig } from './test-settings.ts';

// The keys and settings are also a unit test's (test-settings.ts): re-exported for the suites that build the app.
export { TEST_KEYS, testConfig };

/** A web root without a build: pages answer 503, the API is unaffected. */
export const NO_WEB_BUILD = join(tmpdir(), 'quickcheck-no-web-build');
/** No server-render build either: pages are the empty shell the browser draws. */
export const NO_SSR_BUILD = join(NO_WEB_BUILD, 'no-ssr-build');

export interface TestApp {
  url: string;
  app: FastifyInstance;
  clock: ReturnType<typeof manualClock>;
  /** Every log line written so far, raw. */
  logText(): string;
  close(): Promise<void>;
}

export interface TestAppOptions extends Partial<Omit<AppDeps, 'config' | 'db' | 'clock'>> {
  config?: Partial<ServerConfig>;
}

/** Builds the real app with in-memory pieces and listens on a random loopback port (real HTTP). */
export async function startTestApp(db: Db, options: TestAppOptions = {}): Promise<TestApp> {
  const clock = manualClock();
  const lines: string[] = [];
  const app = await buildApp({
    config: testConfig(options.config),
    db,
    keys: options.keys ?? TEST_KEYS,
    clock,
    ports: options.ports ?? {
      agency: createSandboxAgency({ latencyMs: () => 0 }),
      addressLookup: createSandboxAddressLookup({ latencyMs: () => 0 }),
    },
    webRoot: options.webRoot ?? NO_WEB_BUILD,
    ssrRoot: options.ssrRoot ?? NO_SSR_BUILD,
    logStream: { write: (line: string) => void lines.push(line) },
    ...(options.breaker ? { breaker: options.breaker } : {}),
    ...(options.activities ? { activities: options.activities } : {}),
    ...(options.metrics ? { metrics: options.metrics } : {}),
    ...(options.metricsToken ? { metricsToken: options.metricsToken } : {}),
    ...(options.webhooks ? { webhooks: options.webhooks } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('No TCP address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    app,
    clock,
    logText: () => lines.join(''),
    close: () => app.close(),
  };
}

/** A database that answers without any engine, migrated and writable: for page tests that store nothing. */
export function stubDb(): Db {
  const versions = MIGRATIONS.map(({ version }) => ({ version }));
  const db: Db = {
    query: async <T>(sql: string) => ({
      rows: (sql.includes('schema_migrations') ? versions : [{ ok: 1 }]) as T[],
    }),
    transaction: (fn) => fn(db),
    close: async () => {},
  };
  return db;
}
