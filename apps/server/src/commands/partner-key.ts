import { parseArgs } from 'node:util';
import { isDevelopment } from '../config/env.ts';
import { loadOrCreateKeys } from '../config/keys.ts';
import { serverEnvironmentOrExit } from '../config/server-environment.ts';
import { migrate } from '../db/migrate.ts';
import { openDb } from '../db/open-db.ts';
import { PRIVATE_UMASK } from '../db/private-data-dir.ts';
import { runPartnerKeyCommand } from '../partner/partner-key-command.ts';
import { createWebhookQueue } from '../partner/webhooks/webhook-queue.ts';
import { createPiiProtector } from '../security/pii-crypto.ts';

/**
 * `npm run partner:key -- create <partner> [--per-minute N] [--per-day N]`, `revoke <prefix>`,
 * `list`, `webhook <partner> <url>`, `webhook-rotate <partner>`, `webhook-replay`: the partner
 * API's keys and webhooks on the configured database (apps/server/README.md). On the embedded
 * database it connects to a running server's PostgreSQL, or starts it for itself.
 */
async function main(): Promise<void> {
  process.umask(PRIVATE_UMASK);
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { 'per-minute': { type: 'string' }, 'per-day': { type: 'string' } },
  });
  const config = serverEnvironmentOrExit(process.env);
  const keys = await loadOrCreateKeys(config);
  const db = await openDb(config, { besideRunningServer: true });
  const pii = createPiiProtector(keys.piiKey);
  const development = isDevelopment(config);
  try {
    await migrate(db);
    const replay = async () => {
      // The queue without a worker: only its dead letters are moved back.
      const queue = createWebhookQueue({ db, pii, log: console, development });
      await queue.start({ work: false });
      try {
        return await queue.replayDeadLetters();
      } finally {
        await queue.stop();
      }
    };
    const output = await runPartnerKeyCommand(
      db,
      positionals,
      { perMinute: values['per-minute'], perDay: values['per-day'] },
      { pii, development, replay },
      { development },
    );
    console.log(output);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error('partner:key failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
