import { createHmac, hkdfSync } from 'node:crypto';
import { configure } from 'safe-stable-stringify';
import type { Db, Queryable } from '../db/db.ts';

/**
 * What the audit log records (issue 24, issue 35): sign-ins, failed and refused ones, one person's
 * decision looked up, every export, a page refused to a role, every change of an operator, and
 * every step on a person's data and their requests (issue 36).
 */
export type AuditAction =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-in-refused'
  | 'sign-out'
  | 'forbidden'
  | 'decision-lookup'
  | 'export'
  | 'account-created'
  | 'account-disabled'
  | 'account-enabled'
  | 'account-unlocked'
  | 'enrolment-created'
  | 'person-find'
  | 'person-export'
  | 'person-correction'
  | 'person-erase'
  | 'person-erase-refused'
  | 'data-request-opened'
  | 'data-request-done';

export interface AuditEntry {
  action: AuditAction;
  /** The operator, when known; a failed sign-in for an unknown email has none. */
  userId?: string | undefined;
  email?: string | undefined;
  /** What was looked at: a quotation id, a view's name, a keyed hash of a free-text query. */
  subject?: string | undefined;
  detail?: Record<string, unknown>;
}

export interface AuditRecord extends Required<Pick<AuditEntry, 'action'>> {
  id: number;
  at: Date;
  email: string | null;
  subject: string | null;
  detail: Record<string, unknown>;
}

/** What the console's check found (decision 046). */
export type AuditCheck =
  | { intact: true; rows: number; unchained: number; lastSeq: number; lastHash: string | undefined }
  | {
      intact: false;
      rows: number;
      unchained: number;
      firstBroken: { id: number; seq: number | null; problem: string };
    };

export interface AuditLog {
  /** Appends one entry at the end of the chain. */
  write(entry: AuditEntry, now: Date): Promise<void>;
  /** The newest entries, newest first. */
  recent(limit?: number): Promise<AuditRecord[]>;
  /** Walks the whole chain: intact, or the first row that breaks it. */
  check(): Promise<AuditCheck>;
  /**
   * What a free-text look-up is stored as: a keyed hash (the same text, the same hash, so two
   * look-ups of one text can be told apart from others), never the text, which may be an email.
   */
  keyedText(text: string): string;
}

/** Any fixed number: every writer on one database takes the same lock, so the chain never forks. */
const AUDIT_CHAIN_LOCK_ID = 74_035_046;
/** Rows read at once by the check. */
const CHECK_PAGE = 5_000;

// Keys sorted at every depth: the detail read back from jsonb (its own key order) hashes as written.
const canonicalJson = configure({ deterministic: true, strict: true });

/** A key derived from TOKEN_SECRET for one purpose alone: the database never holds it. */
const keyFor = (tokenSecret: string, purpose: 'audit-chain' | 'audit-text') =>
  Buffer.from(hkdfSync('sha256', tokenSecret, 'quickcheck-ops', purpose, 32));

interface Stored {
  id: string | number;
  seq: string | number | null;
  at: Date | string;
  user_id: string | null;
  email: string | null;
  action: AuditAction;
  subject: string | null;
  detail: Record<string, unknown> | string;
  prev_hash: string | null;
  hash: string | null;
}

const detailOf = (row: Pick<Stored, 'detail'>) =>
  typeof row.detail === 'string' ? (JSON.parse(row.detail) as Record<string, unknown>) : row.detail;

function rowHash(
  key: Buffer,
  previous: string | null,
  row: {
    seq: number;
    at: Date;
    userId: string | null;
    email: string | null;
    action: string;
    subject: string | null;
    detail: unknown;
  },
): string {
  const content = canonicalJson([
    row.seq,
    row.at.toISOString(),
    row.userId,
    row.email,
    row.action,
    row.subject,
    row.detail,
  ]);
  return createHmac('sha256', key)
    .update(`${previous ?? ''}\n${content ?? ''}`)
    .digest('hex');
}

/** The audit log: append-only (migration 020's trigger, the app role's grants) and chained by a keyed hash. */
export function createAuditLog(db: Db, tokenSecret: string): AuditLog {
  const key = keyFor(tokenSecret, 'audit-chain');
  const textKey = keyFor(tokenSecret, 'audit-text');
  return {
    keyedText(text) {
      return `text:${createHmac('sha256', textKey).update(text.trim()).digest('hex').slice(0, 32)}`;
    },

    async write(entry, now) {
      const detail = JSON.parse(JSON.stringify(entry.detail ?? {})) as Record<string, unknown>;
      await db.transaction(async (tx: Queryable) => {
        await tx.query('select pg_advisory_xact_lock($1)', [AUDIT_CHAIN_LOCK_ID]);
        const { rows } = await tx.query<{ seq: string | number; hash: string | null }>(
          'select seq, hash from ops_audit_log where seq is not null order by seq desc limit 1',
        );
        const previous = rows[0];
        const seq = previous ? Number(previous.seq) + 1 : 1;
        const prevHash = previous?.hash ?? null;
        const row = {
          seq,
          at: now,
          userId: entry.userId ?? null,
          email: entry.email ?? null,
          action: entry.action,
          subject: entry.subject ?? null,
          detail,
        };
        await tx.query(
          `insert into ops_audit_log (at, user_id, email, action, subject, detail, seq, prev_hash, hash)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            now.toISOString(),
            row.userId,
            row.email,
            row.action,
            row.subject,
            JSON.stringify(detail),
            seq,
            prevHash,
            rowHash(key, prevHash, row),
          ],
        );
      });
    },

    async recent(limit = 200) {
      const { rows } = await db.query<Stored>(
        'select id, at, email, action, subject, detail from ops_audit_log order by id desc limit $1',
        [limit],
      );
      return rows.map((row) => ({
        id: Number(row.id),
        at: new Date(row.at),
        email: row.email,
        action: row.action,
        subject: row.subject,
        detail: detailOf(row),
      }));
    },

    async check() {
      // Rows from before the chain (migration 020) come first and have no place in it.
      const { rows: counts } = await db.query<{ unchained: unknown; first_chained: unknown }>(
        `with first as (select min(id) as id from ops_audit_log where seq is not null)
         select (select count(*) from ops_audit_log, first where first.id is null or ops_audit_log.id < first.id) as unchained,
                (select id from first) as first_chained`,
      );
      const unchained = Number(counts[0]?.unchained ?? 0);
      const firstChained = counts[0]?.first_chained == null ? undefined : Number(counts[0].first_chained);
      let rows = unchained;
      let previous: { seq: number; hash: string } | undefined;
      let afterId = firstChained === undefined ? Number.MAX_SAFE_INTEGER : firstChained - 1;
      const broken = (row: Stored, problem: string): AuditCheck => ({
        intact: false,
        rows,
        unchained,
        firstBroken: { id: Number(row.id), seq: row.seq === null ? null : Number(row.seq), problem },
      });
      for (;;) {
        // By id, the order rows were written in: a row slipped in without a place shows where it is.
        const { rows: page } = await db.query<Stored>(
          `select id, seq, at, user_id, email, action, subject, detail, prev_hash, hash
           from ops_audit_log where id > $1 order by id limit $2`,
          [afterId, CHECK_PAGE],
        );
        for (const row of page) {
          rows += 1;
          if (row.seq === null || row.hash === null) return broken(row, 'has no place in the chain');
          const seq = Number(row.seq);
          const expectedSeq = previous ? previous.seq + 1 : 1;
          if (seq !== expectedSeq) {
            return broken(
              row,
              `is number ${seq} in the chain where ${expectedSeq} was due: a row before it is missing`,
            );
          }
          if ((row.prev_hash ?? null) !== (previous?.hash ?? null)) {
            return broken(row, 'does not follow the row before it: one was removed or changed');
          }
          const expected = rowHash(key, row.prev_hash, {
            seq,
            at: new Date(row.at),
            userId: row.user_id,
            email: row.email,
            action: row.action,
            subject: row.subject,
            detail: detailOf(row),
          });
          if (expected !== row.hash) return broken(row, 'was changed after it was written');
          previous = { seq, hash: row.hash };
        }
        if (page.length < CHECK_PAGE) break;
        afterId = Number(page.at(-1)!.id);
      }
      return { intact: true, rows, unchained, lastSeq: previous?.seq ?? 0, lastHash: previous?.hash };
    },
  };
}
