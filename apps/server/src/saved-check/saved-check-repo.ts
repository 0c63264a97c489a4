import type { Queryable } from '../db/db.ts';

export interface SavedCheckRow {
  id: string;
  answers_encrypted: string;
  stage_id: string;
}

export interface SavedCheckInsert {
  id: string;
  contactHash: string;
  /** Surname, date of birth and postcode, keyed, once the saved answers hold all three (issue 36). */
  personHash: string | undefined;
  answersEncrypted: string;
  stageId: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Saving again to one address replaces its row: a new id, so the earlier link no longer opens it. */
export async function upsertSavedCheck(db: Queryable, row: SavedCheckInsert): Promise<void> {
  await db.query(
    `insert into saved_checks (id, contact_hash, answers_encrypted, stage_id, created_at, expires_at, person_hash)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (contact_hash) do update set
       id = excluded.id, person_hash = excluded.person_hash, answers_encrypted = excluded.answers_encrypted, stage_id = excluded.stage_id,
       created_at = excluded.created_at, expires_at = excluded.expires_at, used_at = null`,
    [
      row.id,
      row.contactHash,
      row.answersEncrypted,
      row.stageId,
      row.createdAt.toISOString(),
      row.expiresAt.toISOString(),
      row.personHash ?? null,
    ],
  );
}

/** Marks an unused, unexpired check used, in one statement so two presses (or processes) use it once. */
export async function useSavedCheck(db: Queryable, id: string, now: Date): Promise<SavedCheckRow | undefined> {
  const { rows } = await db.query<SavedCheckRow>(
    `update saved_checks set used_at = $2
     where id = $1 and used_at is null and expires_at > $2
     returning id, answers_encrypted, stage_id`,
    [id, now.toISOString()],
  );
  return rows[0];
}

/** A check already used, while its user may still open it again (a refresh re-posts the link). */
export async function findUsedSavedCheck(
  db: Queryable,
  id: string,
  usedSince: Date,
  now: Date,
): Promise<SavedCheckRow | undefined> {
  const { rows } = await db.query<SavedCheckRow>(
    `select id, answers_encrypted, stage_id from saved_checks
     where id = $1 and used_at > $2 and expires_at > $3`,
    [id, usedSince.toISOString(), now.toISOString()],
  );
  return rows[0];
}

export interface SavedCheckStatus {
  stage_id: string;
  used_at: unknown;
  expires_at: unknown;
}

export async function savedCheckStatus(db: Queryable, id: string): Promise<SavedCheckStatus | undefined> {
  const { rows } = await db.query<SavedCheckStatus>(
    'select stage_id, used_at, expires_at from saved_checks where id = $1',
    [id],
  );
  return rows[0];
}

/**
 * Checks past their end go; a used check's answers go once its user may no longer reopen it, the
 * row staying until its end so the link can still say it was used.
 */
export async function purgeSavedChecks(db: Queryable, now: Date, usedBefore: Date): Promise<number> {
  const { rows } = await db.query('delete from saved_checks where expires_at <= $1 returning id', [now.toISOString()]);
  const { rows: emptied } = await db.query(
    "update saved_checks set answers_encrypted = '', person_hash = null where used_at <= $1 and answers_encrypted <> '' returning id",
    [usedBefore.toISOString()],
  );
  return rows.length + emptied.length;
}
