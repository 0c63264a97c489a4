import type { Queryable } from '../db/db.ts';

/** Who an acceptance binds: the keyed identity hash and the keyed hash of the contact detail given with it. */
export interface AcceptanceKey {
  identityHash: string;
  contactHash: string;
}

/**
 * Has this person accepted an offer? Name, date of birth and postcode alone are not enough:
 * the contact detail must match too, so a stranger who knows those three cannot lock them out.
 * An SQL expression over the two hashes' parameters, so another statement can ask it too.
 */
export const acceptedSql = (identityHash: string, contactHash: string) =>
  `exists (select 1 from agreement_acceptances where identity_hash = ${identityHash} and contact_hash = ${contactHash})`;

export async function hasAcceptance(db: Queryable, key: AcceptanceKey): Promise<boolean> {
  const { rows } = await db.query<{ accepted: boolean }>(`select ${acceptedSql('$1', '$2')} as accepted`, [
    key.identityHash,
    key.contactHash,
  ]);
  return rows[0]?.accepted === true;
}

export async function isAccepted(db: Queryable, quotationId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from agreement_acceptances where quotation_id = $1', [quotationId]);
  return rows.length > 0;
}

/** Records an acceptance once; a second click or retry changes nothing. Whether this call recorded it. */
export async function recordAcceptance(
  db: Queryable,
  quotationId: string,
  key: AcceptanceKey,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    `insert into agreement_acceptances (quotation_id, identity_hash, contact_hash, accepted_at)
     values ($1, $2, $3, $4) on conflict (quotation_id) do nothing returning quotation_id`,
    [quotationId, key.identityHash, key.contactHash, now.toISOString()],
  );
  return rows.length > 0;
}
