import type { Queryable } from '../db/db.ts';
import type { PiiProtector } from '../security/pii-crypto.ts';

/** Rows decrypted and written back per statement: small enough never to hold a table for long. */
const BATCH = 500;

interface SealedRow {
  id: string;
  answers_encrypted: string;
}

type Hashes = { id: string; contact: string | null; person: string | null };

/** Walks a table by id once, `BATCH` rows at a time, hashing each sealed row and writing the hashes back. */
async function backfill(
  db: Queryable,
  select: string,
  update: string,
  hash: (row: SealedRow) => Hashes | undefined,
): Promise<number> {
  let after = '00000000-0000-0000-0000-000000000000';
  let filled = 0;
  for (;;) {
    const { rows } = await db.query<SealedRow>(select, [after, BATCH]);
    if (rows.length === 0) return filled;
    after = rows[rows.length - 1]!.id;
    const hashes = rows.flatMap((row) => hash(row) ?? []);
    if (hashes.length > 0) {
      await db.query(update, [JSON.stringify(hashes)]);
      filled += hashes.length;
    }
  }
}

/**
 * Migration 024's back-fill (decision 075): the keyed hashes of rows stored before it, made from
 * their sealed answers, each row decrypted once. At start, not in the migration: a migration runs
 * without PII_KEY (`npm run migrate` needs no key). Idempotent, so processes starting together may
 * both run it; a row that cannot be opened is left as it is (and visited again at the next start).
 */
export async function backfillPersonKeys(db: Queryable, pii: PiiProtector): Promise<number> {
  const open = (row: SealedRow) => {
    try {
      return pii.decryptAnswers(row.answers_encrypted);
    } catch {
      return undefined;
    }
  };
  const quotations = await backfill(
    db,
    `select id, answers_encrypted from quotations
     where contact_hash is null and answers_encrypted <> '' and id > $1 order by id limit $2`,
    `update quotations q set contact_hash = v.contact, person_hash = v.person
     from json_to_recordset($1::json) as v(id uuid, contact text, person text) where q.id = v.id`,
    (row) => {
      const answers = open(row);
      return answers && { id: row.id, contact: pii.contactHash(answers), person: pii.personHash(answers) ?? null };
    },
  );
  // A saved check's e-mail hash is its key already; its answers may not reach the postcode yet.
  const savedChecks = await backfill(
    db,
    `select id, answers_encrypted from saved_checks
     where person_hash is null and answers_encrypted <> '' and id > $1 order by id limit $2`,
    `update saved_checks s set person_hash = v.person
     from json_to_recordset($1::json) as v(id uuid, contact text, person text) where s.id = v.id`,
    (row) => {
      const answers = open(row);
      const person = answers && pii.personHash(answers);
      return person ? { id: row.id, contact: null, person } : undefined;
    },
  );
  return quotations + savedChecks;
}
