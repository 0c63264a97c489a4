import type { Queryable } from '../db/db.ts';

/** What the audit log records (issue 24): sign-ins, one person's decision looked up, every export. */
export type AuditAction =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-out'
  | 'decision-lookup'
  | 'export'
  | 'account-created'
  | 'account-disabled'
  | 'account-enabled';

export interface AuditEntry {
  action: AuditAction;
  /** The operator, when known; a failed sign-in for an unknown email has none. */
  userId?: string | undefined;
  email?: string | undefined;
  /** What was looked at: a quotation id, a view's name. */
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

/** Appends one entry; the table's rules refuse to change or delete what is there (migration 013). */
export async function audit(db: Queryable, entry: AuditEntry, now: Date): Promise<void> {
  await db.query(
    'insert into ops_audit_log (at, user_id, email, action, subject, detail) values ($1, $2, $3, $4, $5, $6)',
    [
      now.toISOString(),
      entry.userId ?? null,
      entry.email ?? null,
      entry.action,
      entry.subject ?? null,
      JSON.stringify(entry.detail ?? {}),
    ],
  );
}

export async function recentAudit(db: Queryable, limit = 200): Promise<AuditRecord[]> {
  const { rows } = await db.query<{
    id: string | number;
    at: Date | string;
    email: string | null;
    action: AuditAction;
    subject: string | null;
    detail: Record<string, unknown> | string;
  }>('select id, at, email, action, subject, detail from ops_audit_log order by id desc limit $1', [limit]);
  return rows.map((row) => ({
    id: Number(row.id),
    at: new Date(row.at),
    email: row.email,
    action: row.action,
    subject: row.subject,
    detail: typeof row.detail === 'string' ? (JSON.parse(row.detail) as Record<string, unknown>) : row.detail,
  }));
}
