import { buildApp } from './app.ts';
import { EnvError, parseEnv, type ServerConfig } from './config/env.server.ts';
import { loadOrCreateKeys } from './config/keys.server.ts';
import type { Db } from './db/db.ts';
import { migrate } from './db/migrate.server.ts';
import { openDb } from './db/open-db.server.ts';
import {
  createAddressLookup,
  parseAddressProviderEnv,
  type AddressProviderConfig,
} from './ports/address-lookup/address-provider-config.ts';
import { createSandboxAgency } from './ports/credit-reference-agency/sandbox-agency.ts';
import { purgeFormSessions } from './form-session/form-session-repo.server.ts';
import { purgeExpired } from './quotation/quotation-repo.server.ts';

const PURGE_EVERY_MS = 6 * 60 * 60 * 1000;
const SHUTDOWN_GRACE_MS = 10_000;

function configOrExit(): ServerConfig & { addressProvider: AddressProviderConfig } {
  try {
    return { ...parseEnv(process.env), addressProvider: parseAddressProviderEnv(process.env) };
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Spec terms: data is kept three years after its last use. */
function schedulePurge(db: Db, config: ServerConfig, log: (count: number) => void): NodeJS.Timeout {
  // A form session quiet longer than its token lives can never be used again.
  const sessionsLive = Math.max(config.sessionExpiryMinutes, config.sessionInactivityMinutes) * 60_000;
  const run = () =>
    purgeFormSessions(db, new Date(Date.now() - sessionsLive))
      .then(() => purgeExpired(db, new Date()))
      .then(
        (count) => count > 0 && log(count),
        () => undefined,
      );
  void run();
  const timer = setInterval(run, PURGE_EVERY_MS);
  timer.unref();
  return timer;
}

async function main(): Promise<void> {
  const config = configOrExit();
  const keys = await loadOrCreateKeys(config);
  const db = await openDb(config);
  await migrate(db);
  const app = await buildApp({
    config,
    db,
    keys,
    ports: { agency: createSandboxAgency(), addressLookup: createAddressLookup(config.addressProvider) },
  });
  await app.listen({ port: config.port, host: config.host });
  const purgeTimer = schedulePurge(db, config, (count) => app.log.info({ count }, 'purged expired quotations'));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Requests in flight finish (app.close waits for them); a stuck one cannot hold the process forever.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    clearInterval(purgeTimer);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('QuickCheck server failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
