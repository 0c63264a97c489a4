import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Standard Webhooks (standardwebhooks.com): `webhook-id`, `webhook-timestamp` (Unix seconds) and
 * `webhook-signature`, a space-separated list of `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`,
 * one per active secret, so a partner rotating its secret accepts either while it changes over.
 */
export const SECRET_PREFIX = 'whsec_';

export const newWebhookSecret = () => `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

const keyOf = (secret: string) => Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');

export function signatureOf(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

export function webhookHeaders(secrets: readonly string[], id: string, timestamp: number, body: string) {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => signatureOf(secret, id, timestamp, body)).join(' '),
  };
}

/** The receiver's side (docs/partner-api.md shows the same few lines): any one signature matching is enough. */
export function verifyWebhook(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const id = String(headers['webhook-id'] ?? '');
  const timestamp = Number(headers['webhook-timestamp']);
  // Five minutes either way: an old message replayed by someone who caught it is refused.
  if (!id || !Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > 300) return false;
  const expected = Buffer.from(signatureOf(secret, id, timestamp, body));
  return String(headers['webhook-signature'] ?? '')
    .split(' ')
    .some((given) => given.length === expected.length && timingSafeEqual(Buffer.from(given), expected));
}
