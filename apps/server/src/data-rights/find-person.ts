import type { Queryable } from '../db/db.ts';
import { WEBHOOK_SCHEMA, type WebhookMessage } from '../partner/webhooks/webhook-queue.ts';
import type { PiiProtector } from '../security/pii-crypto.ts';
import { answersOfQuery, type PersonQuery } from './person-query.ts';

export interface FoundQuotation {
  id: string;
  reference: string;
  brand: string;
  channel: string;
  status: string;
  reason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  lastUsedAt: Date;
  validUntil: Date | null;
  engineVersion: string | null;
  erasedAt: Date | null;
  /** Whether the row still holds sealed answers (false once erased). */
  holdsAnswers: boolean;
  acceptedAt: Date | null;
}

export interface FoundOpenBanking {
  id: string;
  quotationId: string;
  status: string;
  consentGivenAt: Date | null;
  accessExpiresAt: Date | null;
  reason: string | null;
  holdsSummary: boolean;
  /** The sandbox bank's own consent record, while it is kept. */
  bankConsent: boolean;
}

export interface FoundSavedCheck {
  id: string;
  stageId: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  holdsAnswers: boolean;
}

export interface FoundPartnerCall {
  id: string;
  quotationId: string;
  partner: string;
  createdAt: Date;
}

export interface FoundWebhook {
  id: string;
  quotationId: string;
  event: string;
  /** pg-boss's state: `completed` once the partner took it, else still to deliver (or given up on). */
  state: string;
  createdAt: Date;
  partner: string;
  /** The webhook-id the partner was (or will be) sent. */
  messageId: string;
  /** The exact body the partner was (or will be) sent. */
  payload: string;
}

/** pg-boss's state of a message the partner took: any other is a payload not delivered. */
export const DELIVERED = 'completed';

export interface FoundAuditEntry {
  id: number;
  at: Date;
  action: string;
  operator: string | null;
}

export interface FoundCorrection {
  id: string;
  quotationId: string;
  correctedBy: string;
  createdAt: Date;
}

/** Every record that holds a person's data (issue 36 item 1), each kind in its own list. */
export interface FoundPerson {
  quotations: FoundQuotation[];
  openBanking: FoundOpenBanking[];
  savedChecks: FoundSavedCheck[];
  partnerCalls: FoundPartnerCall[];
  webhooks: FoundWebhook[];
  corrections: FoundCorrection[];
  auditEntries: FoundAuditEntry[];
}

const dateOf = (value: unknown) => new Date(value as string);
const dateOrNull = (value: unknown) => (value == null ? null : new Date(value as string));
const json = (values: readonly string[]) => JSON.stringify(values);
/** `x in IN_JSON_LIST('$1')`: the parameter is a JSON array of text, one parameter however long the list. */
export const IN_JSON_LIST = (parameter: string) => `(select value from json_array_elements_text(${parameter}::json))`;
const IN_JSON = IN_JSON_LIST;

/** The keyed hashes a query names: the e-mail's, or surname + date of birth + postcode's, or a reference's own. */
async function keysOf(db: Queryable, pii: PiiProtector, query: PersonQuery) {
  if (query.by === 'email') return { contact: [pii.contactHash(answersOfQuery(query))], person: [], ids: [] };
  if (query.by === 'person') return { contact: [], person: [pii.personHash(answersOfQuery(query)) ?? ''], ids: [] };
  // A reference names one quotation; its e-mail address names the rest of what is held about them.
  const { rows } = await db.query<{ id: string; contact_hash: string | null }>(
    'select id, contact_hash from quotations where reference = $1',
    [query.reference],
  );
  return {
    contact: rows.flatMap((row) => row.contact_hash ?? []),
    person: [],
    ids: rows.map((row) => row.id),
  };
}

/**
 * pg-boss's job table, if it is there (a process that runs the webhook queue made it): in the
 * schema of this process's queue, or the production one's when this process runs none.
 */
export async function webhookJobsTable(db: Queryable, schema = WEBHOOK_SCHEMA): Promise<string | undefined> {
  const { rows } = await db.query<{ t: unknown }>('select to_regclass($1)::text as t', [`${schema}.job`]);
  return rows[0]?.t == null ? undefined : `${schema}.job`;
}

/** The partner messages about these quotations (the singleton key names event and quotation), with their payloads. */
export async function webhooksOf(
  db: Queryable,
  quotationIds: readonly string[],
  schema?: string,
): Promise<FoundWebhook[]> {
  const table = await webhookJobsTable(db, schema);
  if (!table || quotationIds.length === 0) return [];
  const { rows } = await db.query<{
    id: string;
    singleton_key: string;
    state: string;
    created_on: unknown;
    data: Partial<WebhookMessage> | string | null;
  }>(
    `select id, singleton_key, state, created_on, data from ${table}
     where split_part(singleton_key, ':', 2) in ${IN_JSON('$1')} order by created_on`,
    [json(quotationIds)],
  );
  return rows.map((row) => {
    const [event = '', quotationId = ''] = row.singleton_key.split(':');
    const message = (typeof row.data === 'string' ? JSON.parse(row.data) : (row.data ?? {})) as Partial<WebhookMessage>;
    return {
      id: String(row.id),
      quotationId,
      event,
      state: row.state,
      createdAt: dateOf(row.created_on),
      partner: message.partner ?? '',
      messageId: message.messageId ?? '',
      payload: message.body ?? '',
    };
  });
}

/**
 * Finds every record holding the person's data by the query's keyed hash: no row is decrypted.
 * `webhookSchema`: the schema of the webhook queue's jobs (WebhookQueue.schema).
 */
export async function findPerson(
  db: Queryable,
  pii: PiiProtector,
  query: PersonQuery,
  webhookSchema?: string,
): Promise<FoundPerson> {
  const keys = await keysOf(db, pii, query);
  const params = [json(keys.contact), json(keys.person), json(keys.ids)];
  const { rows: quotationRows } = await db.query<Record<string, unknown>>(
    `select q.id, q.reference, q.brand, q.consumer_name, q.status, q.reason, q.created_at, q.decided_at, q.last_used_at,
       q.valid_until, q.engine_version, q.erased_at, q.answers_encrypted <> '' as holds_answers, a.accepted_at
     from quotations q left join agreement_acceptances a on a.quotation_id = q.id
     where q.contact_hash in ${IN_JSON('$1')} or q.person_hash in ${IN_JSON('$2')} or q.id::text in ${IN_JSON('$3')}
     order by q.created_at`,
    params,
  );
  const quotations: FoundQuotation[] = quotationRows.map((row) => ({
    id: String(row.id),
    reference: String(row.reference),
    brand: String(row.brand),
    channel: String(row.consumer_name),
    status: String(row.status),
    reason: (row.reason as string | null) ?? null,
    createdAt: dateOf(row.created_at),
    decidedAt: dateOrNull(row.decided_at),
    lastUsedAt: dateOf(row.last_used_at),
    validUntil: dateOrNull(row.valid_until),
    engineVersion: (row.engine_version as string | null) ?? null,
    erasedAt: dateOrNull(row.erased_at),
    holdsAnswers: row.holds_answers === true,
    acceptedAt: dateOrNull(row.accepted_at),
  }));
  const ids = json(quotations.map((quotation) => quotation.id));
  const [openBanking, savedChecks, partnerCalls, corrections, auditEntries, webhooks] = await Promise.all([
    db.query<Record<string, unknown>>(
      `select ob.id, ob.quotation_id, ob.status, ob.consent_given_at, ob.access_expires_at, ob.reason,
         ob.summary_encrypted is not null as holds_summary, c.provider_session_id is not null as bank_consent
       from open_banking_sessions ob
       left join sandbox_open_banking_consents c on c.provider_session_id::text = ob.provider_session_id
       where ob.quotation_id::text in ${IN_JSON('$1')} order by ob.created_at`,
      [ids],
    ),
    db.query<Record<string, unknown>>(
      `select id, stage_id, created_at, expires_at, used_at, answers_encrypted <> '' as holds_answers from saved_checks
       where contact_hash in ${IN_JSON('$1')} or person_hash in ${IN_JSON('$2')} order by created_at`,
      [params[0], params[1]],
    ),
    db.query<Record<string, unknown>>(
      `select id, quotation_id, partner, created_at from partner_journeys
       where quotation_id::text in ${IN_JSON('$1')} order by created_at`,
      [ids],
    ),
    db.query<Record<string, unknown>>(
      `select id, quotation_id, corrected_by, created_at from data_corrections
       where quotation_id::text in ${IN_JSON('$1')} order by created_at`,
      [ids],
    ),
    // Entries that name one of the quotations: a decision looked up, or a request on this person.
    db.query<Record<string, unknown>>(
      `select id, at, action, email from ops_audit_log
       where subject in ${IN_JSON('$1')}
          or exists (select 1 from jsonb_array_elements_text(coalesce(detail->'quotations', '[]'::jsonb)) named
                     where named in ${IN_JSON('$1')})
       order by id`,
      [ids],
    ),
    webhooksOf(
      db,
      quotations.map((quotation) => quotation.id),
      webhookSchema,
    ),
  ]);
  return {
    quotations,
    openBanking: openBanking.rows.map((row) => ({
      id: String(row.id),
      quotationId: String(row.quotation_id),
      status: String(row.status),
      consentGivenAt: dateOrNull(row.consent_given_at),
      accessExpiresAt: dateOrNull(row.access_expires_at),
      reason: (row.reason as string | null) ?? null,
      holdsSummary: row.holds_summary === true,
      bankConsent: row.bank_consent === true,
    })),
    savedChecks: savedChecks.rows.map((row) => ({
      id: String(row.id),
      stageId: String(row.stage_id),
      createdAt: dateOf(row.created_at),
      expiresAt: dateOf(row.expires_at),
      usedAt: dateOrNull(row.used_at),
      holdsAnswers: row.holds_answers === true,
    })),
    partnerCalls: partnerCalls.rows.map((row) => ({
      id: String(row.id),
      quotationId: String(row.quotation_id),
      partner: String(row.partner),
      createdAt: dateOf(row.created_at),
    })),
    webhooks,
    corrections: corrections.rows.map((row) => ({
      id: String(row.id),
      quotationId: String(row.quotation_id),
      correctedBy: String(row.corrected_by),
      createdAt: dateOf(row.created_at),
    })),
    auditEntries: auditEntries.rows.map((row) => ({
      id: Number(row.id),
      at: dateOf(row.at),
      action: String(row.action),
      operator: (row.email as string | null) ?? null,
    })),
  };
}

/** Whether a find found anything at all. */
export const foundAnything = (found: FoundPerson) => found.quotations.length > 0 || found.savedChecks.length > 0;
