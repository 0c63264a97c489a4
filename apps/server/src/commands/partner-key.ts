import { parseArgs } from 'node:util';
import { serverEnvironmentOrExit } from '../config/server-environment.server.ts';
import { migrate } from '../db/migrate.server.ts';
import { openDb } from '../db/open-db.server.ts';
import { PRIVATE_UMASK } from '../db/private-data-dir.server.ts';
import { runPartnerKeyCommand } from '../partner/partner-key-command.server.ts';

/**
 * `npm run partner:key -- create <partner> [--per-minute N] [--per-day N]`, `revoke <prefix>`,
 * `list`: the partner API's keys on the configured database (apps/server/README.md). With the
 * embedded database the server must be stopped first (it holds DATA_DIR).
 */
async function main(): Promise<void> {
  process.umask(PRIVATE_UMASK);
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { 'per-minute': { type: 'string' }, 'per-day': { type: 'string' } },
  });
  const config = serverEnvironmentOrExit(process.env, { sharedKeysNeeded: false });
  const db = await openDb(config);
  try {
    await migrate(db);
    const output = await runPartnerKeyCommand(db, positionals, {
      perMinute: values['per-minute'],
      perDay: values['per-day'],
    });
    console.log(output);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error('partner:key failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
