import type { Queryable } from '../../db/db.ts';
import type { PiiProtector } from '../../security/pii-crypto.ts';
import type { PartnerCode } from '../partner-keys.ts';
import { newWebhookSecret } from './standard-webhooks.ts';

export interface WebhookEndpoint {
  partner: PartnerCode;
  url: string;
  /** Newest first: every message is signed with each. */
  secrets: string[];
  disabled: boolean;
}

/** Two secrets at most: the new one and the one being retired. */
const MOST_SECRETS = 2;

const seal = (pii: PiiProtector, secrets: readonly string[]) => pii.encryptAnswers({ secrets: secrets.join(' ') });
const unseal = (pii: PiiProtector, sealed: string) => (pii.decryptAnswers(sealed).secrets ?? '').split(' ');

export async function findEndpoint(
  db: Queryable,
  pii: PiiProtector,
  partner: string,
): Promise<WebhookEndpoint | undefined> {
  const { rows } = await db.query<{
    partner: PartnerCode;
    url: string;
    secrets_encrypted: string;
    disabled_at: unknown;
  }>('select partner, url, secrets_encrypted, disabled_at from partner_webhook_endpoints where partner = $1', [
    partner,
  ]);
  const row = rows[0];
  return (
    row && {
      partner: row.partner,
      url: row.url,
      secrets: unseal(pii, row.secrets_encrypted),
      disabled: row.disabled_at !== null,
    }
  );
}

/** Sets (or moves) the partner's URL and enables it; a new secret only when it had none. Returns the secrets. */
export async function setEndpoint(db: Queryable, pii: PiiProtector, partner: PartnerCode, url: URL, now = new Date()) {
  const secrets = (await findEndpoint(db, pii, partner))?.secrets ?? [newWebhookSecret()];
  await db.query(
    `insert into partner_webhook_endpoints (partner, url, secrets_encrypted, updated_at) values ($1, $2, $3, $4)
     on conflict (partner) do update set url = $2, disabled_at = null, updated_at = $4`,
    [partner, url.toString(), seal(pii, secrets), now],
  );
  return secrets;
}

/** A new secret first in line; the previous one still signs until the next rotation. */
export async function rotateSecret(db: Queryable, pii: PiiProtector, partner: PartnerCode, now = new Date()) {
  const endpoint = await findEndpoint(db, pii, partner);
  if (!endpoint) throw new Error(`${partner} has no webhook endpoint`);
  const secrets = [newWebhookSecret(), ...endpoint.secrets].slice(0, MOST_SECRETS);
  await db.query('update partner_webhook_endpoints set secrets_encrypted = $2, updated_at = $3 where partner = $1', [
    partner,
    seal(pii, secrets),
    now,
  ]);
  return secrets;
}

export async function disableEndpoint(db: Queryable, partner: string, now = new Date()): Promise<void> {
  await db.query('update partner_webhook_endpoints set disabled_at = $2 where partner = $1 and disabled_at is null', [
    partner,
    now,
  ]);
}
