import type { Queryable } from '../db/db.ts';

export interface SavedCheckRow {
  id: string;
  answers_encrypted: string;
  stage_id: string;
  expires_at: unknown;
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
     returning id, answers_encrypted, stage_id, expires_at`,
    [id, now.toISOString()],
  );
  return rows[0];
}

/**
 * A check already used, still open to the browser that used it: until its end, unless that browser
 * submitted it (its answers then blanked). Which browser that is, the caller's credential decides.
 */
export async function findUsedSavedCheck(db: Queryable, id: string, now: Date): Promise<SavedCheckRow | undefined> {
  const { rows } = await db.query<SavedCheckRow>(
    `select id, answers_encrypted, stage_id, expires_at from saved_checks
     where id = $1 and used_at is not null and expires_at > $2 and answers_encrypted <> ''`,
    [id, now.toISOString()],
  );
  return rows[0];
}

/** The browser that used the check submitted it: its answers go, the row staying so the link can say it was used. */
export async function endSavedCheck(db: Queryable, id: string): Promise<void> {
  await db.query(
    "update saved_checks set answers_encrypted = '', person_hash = null where id = $1 and used_at is not null",
    [id],
  );
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

/** Checks past their end go, used or not (a used one's answers go with it, or went at its submission). */
export async function purgeSavedChecks(db: Queryable, now: Date): Promise<number> {
  const { rows } = await db.query('delete from saved_checks where expires_at <= $1 returning id', [now.toISOString()]);
  return rows.length;
}
