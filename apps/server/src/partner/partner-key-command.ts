import { COMPARISON_SITE_CODES } from '@quickcheck/brands';
import type { Queryable } from '../db/db.ts';
import type { PiiProtector } from '../security/pii-crypto.ts';
import { rotateSecret, setEndpoint } from './webhooks/webhook-endpoints.ts';
import { checkWebhookUrl } from './webhooks/webhook-url.ts';
import {
  PartnerKeyError,
  createPartnerKey,
  listPartnerKeys,
  partnerCodeOf,
  revokePartnerKey,
  type PartnerKey,
} from './partner-keys.ts';

const USAGE =
  'Usage: npm run partner:key -- create <partner> [--per-minute N] [--per-day N] | revoke <prefix> | list\n' +
  '       npm run partner:key -- webhook <partner> <https URL> | webhook-rotate <partner> | webhook-replay\n' +
  `Partners: ${COMPARISON_SITE_CODES.join(', ')}`;

function positiveInteger(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new PartnerKeyError(`--${name} must be a whole number above 0`);
  return number;
}

const describe = (key: PartnerKey) =>
  [
    key.prefix,
    key.partner,
    key.revokedAt ? `revoked ${key.revokedAt.toISOString()}` : 'active',
    `${key.perMinute}/min`,
    `${key.perDay}/day`,
    key.sandbox ? 'sandbox' : `created ${key.createdAt.toISOString()}`,
    ...(key.madeInDevelopment ? ['development only'] : []),
  ].join('  ');

/** The partner:key command's work, apart from the process around it (so tests run it in-process). */
export interface WebhookCommandDeps {
  pii: PiiProtector;
  development: boolean;
  /** Dead letters sent again (the queue, started without a worker). */
  replay(): Promise<number>;
}

export async function runPartnerKeyCommand(
  db: Queryable,
  [command, argument, extra]: readonly string[],
  limits: { perMinute?: string | undefined; perDay?: string | undefined } = {},
  webhooks?: WebhookCommandDeps,
  /** A key made by a development command works in development only. */
  { development = false }: { development?: boolean } = {},
): Promise<string> {
  if (command?.startsWith('webhook') && webhooks) return runWebhookCommand(db, webhooks, command, argument, extra);
  if (command === 'create' && argument) {
    const partner = partnerCodeOf(argument);
    if (!partner) throw new PartnerKeyError(`Unknown partner ${argument}.\n${USAGE}`);
    const perMinute = positiveInteger('per-minute', limits.perMinute);
    const perDay = positiveInteger('per-day', limits.perDay);
    const { key, record } = await createPartnerKey(db, partner, {
      development,
      ...(perMinute ? { perMinute } : {}),
      ...(perDay ? { perDay } : {}),
    });
    return `${describe(record)}\n\nThe key (shown this once; only its hash is kept):\n${key}`;
  }
  if (command === 'revoke' && argument) return `Revoked: ${describe(await revokePartnerKey(db, argument))}`;
  if (command === 'list') return (await listPartnerKeys(db)).map(describe).join('\n') || 'No keys.';
  throw new PartnerKeyError(USAGE);
}

async function runWebhookCommand(
  db: Queryable,
  { pii, development, replay }: WebhookCommandDeps,
  command: string,
  argument: string | undefined,
  url: string | undefined,
): Promise<string> {
  if (command === 'webhook-replay') return `Replayed ${await replay()} dead-lettered message(s).`;
  const partner = argument ? partnerCodeOf(argument) : undefined;
  if (!partner) throw new PartnerKeyError(USAGE);
  if (command === 'webhook' && url) {
    const secrets = await setEndpoint(db, pii, partner, checkWebhookUrl(url, { development }));
    return `${partner} is told at ${url}. Signing secret (verify each message with it):\n${secrets[0]}`;
  }
  if (command === 'webhook-rotate') {
    const [next, previous] = await rotateSecret(db, pii, partner);
    const overlap = previous ? ' (the previous one also signs until the next rotation)' : '';
    return `New signing secret for ${partner}${overlap}:\n${next}`;
  }
  throw new PartnerKeyError(USAGE);
}
