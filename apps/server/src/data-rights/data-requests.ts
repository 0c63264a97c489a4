import { randomUUID } from 'node:crypto';
import { retentionCutoff } from '../config/retention.ts';
import type { Queryable } from '../db/db.ts';

/** What a person asked for (UK GDPR Art. 15, 17, 16). */
export const REQUEST_KINDS = {
  access: 'A copy of their data (Art. 15)',
  erasure: 'Erasure (Art. 17)',
  rectification: 'A correction (Art. 16)',
} as const;
export type RequestKind = keyof typeof REQUEST_KINDS;

/** How the person's identity was checked: a choice, so no evidence (a passport number…) is typed in here. */
export const IDENTITY_METHODS = {
  'email-confirmed': 'They confirmed from the e-mail address the data holds',
  'document-seen': 'An identity document was seen (not kept here)',
  'call-back': 'Called back on a number the lender already held',
} as const;
export type IdentityMethod = keyof typeof IDENTITY_METHODS;

export interface DataRequest {
  id: string;
  kind: RequestKind;
  receivedOn: string;
  dueOn: string;
  identityCheckedBy: string;
  identityMethod: IdentityMethod;
  quoteReference: string | null;
  openedBy: string;
  doneAt: Date | null;
  doneBy: string | null;
}

/**
 * A request is due one calendar month after it was received (Art. 12(3)): the same day of the next
 * month, or that month's last day when it has no such day (31 January → 28 or 29 February).
 */
export function dueOn(receivedOn: string): string {
  const [year, month, day] = receivedOn.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

const dateOnly = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

export interface NewDataRequest {
  kind: RequestKind;
  receivedOn: string;
  identityCheckedBy: string;
  identityMethod: IdentityMethod;
  quoteReference?: string | undefined;
  openedBy: string;
}

export async function openDataRequest(db: Queryable, request: NewDataRequest, now: Date): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into data_requests (id, kind, received_on, due_on, identity_checked_by, identity_method, quote_reference,
       opened_by, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      id,
      request.kind,
      request.receivedOn,
      dueOn(request.receivedOn),
      request.identityCheckedBy,
      request.identityMethod,
      request.quoteReference ?? null,
      request.openedBy,
      now.toISOString(),
    ],
  );
  return id;
}

/** Marks a request done, once; whether this call did. */
export async function closeDataRequest(db: Queryable, id: string, doneBy: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    'update data_requests set done_at = $3, done_by = $2 where id = $1 and done_at is null returning id',
    [id, doneBy, now.toISOString()],
  );
  return rows.length > 0;
}

/** Open requests first, soonest due first; then the done ones, latest first. */
export async function listDataRequests(db: Queryable, limit = 200): Promise<DataRequest[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `select id, kind, received_on, due_on, identity_checked_by, identity_method, quote_reference, opened_by, done_at, done_by
     from data_requests order by done_at is not null, case when done_at is null then due_on end, done_at desc limit $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: String(row.id),
    kind: row.kind as RequestKind,
    receivedOn: dateOnly(row.received_on),
    dueOn: dateOnly(row.due_on),
    identityCheckedBy: String(row.identity_checked_by),
    identityMethod: row.identity_method as IdentityMethod,
    quoteReference: (row.quote_reference as string | null) ?? null,
    openedBy: String(row.opened_by),
    doneAt: row.done_at == null ? null : new Date(row.done_at as string),
    doneBy: (row.done_by as string | null) ?? null,
  }));
}

/** Requests done longer ago than the retention table says (config/retention.ts). */
export async function purgeDataRequests(db: Queryable, now: Date): Promise<number> {
  const { rows } = await db.query('delete from data_requests where done_at < $1 returning id', [
    retentionCutoff('data-requests', now).toISOString(),
  ]);
  return rows.length;
}
