import type { Queryable } from '../db/db.ts';

/** Has this person (keyed identity hash of name, date of birth and postcode) accepted an offer? */
export async function hasAcceptance(db: Queryable, identityHash: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from agreement_acceptances where identity_hash = $1 limit 1', [
    identityHash,
  ]);
  return rows.length > 0;
}

export async function isAccepted(db: Queryable, quotationId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from agreement_acceptances where quotation_id = $1', [quotationId]);
  return rows.length > 0;
}

/** Records an acceptance once; a second click or retry changes nothing. */
export async function recordAcceptance(
  db: Queryable,
  quotationId: string,
  identityHash: string,
  now: Date,
): Promise<void> {
  await db.query(
    `insert into agreement_acceptances (quotation_id, identity_hash, accepted_at) values ($1, $2, $3)
     on conflict (quotation_id) do nothing`,
    [quotationId, identityHash, now.toISOString()],
  );
}
