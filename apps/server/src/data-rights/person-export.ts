import type { Queryable } from '../db/db.ts';
import { NOT_PURGED, publicPeriodText, RETENTION } from '../config/retention.ts';
import type { PiiProtector } from '../security/pii-crypto.ts';
import { openCorrectionNote } from './corrections.ts';
import { DELIVERED, IN_JSON_LIST, type FoundPerson } from './find-person.ts';
import { SOURCES, type ExportRecord, type PersonExport } from './person-export-schema.ts';
import type { PersonQuery } from './person-query.ts';

const IN_JSON = IN_JSON_LIST('$1');
const iso = (value: unknown) => (value == null ? null : new Date(value as string).toISOString());
const AGREEMENT_HOST = 'The card agreement host (the offer and its acceptance)';
const AGENCY = 'The credit-reference agency (a soft search: no footprint others can see)';

type Values = ExportRecord['values'];

/** Sealed answers as values; a value that will not open is said so, never dropped silently. */
function opened(pii: PiiProtector, sealed: string | null | undefined): Values {
  if (!sealed) return {};
  try {
    return { ...pii.decryptAnswers(sealed) };
  } catch {
    return { unreadable: 'This value could not be decrypted with the current key' };
  }
}

/** Flattens a JSON value into dotted names: every leaf a value of its own. */
function flatten(value: unknown, prefix = '', into: Values = {}): Values {
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else into[prefix || 'value'] = value as string | number | boolean | null;
  return into;
}

/** Decrypted JSON held as one answer inside a sealed map (decision records, open-banking summaries). */
function openedJson(pii: PiiProtector, sealed: string | null, key: string): Values {
  const inner = opened(pii, sealed)[key];
  return typeof inner === 'string' ? flatten(JSON.parse(inner)) : {};
}

/**
 * Everything held about the person, decrypted for this file only (issue 36 item 2): where each
 * value came from, what it was used for, how long it is kept and who it was shared with.
 */
export async function buildPersonExport(
  db: Queryable,
  pii: PiiProtector,
  query: PersonQuery,
  found: FoundPerson,
  now: Date,
): Promise<PersonExport> {
  const ids = JSON.stringify(found.quotations.map((quotation) => quotation.id));
  const checkIds = JSON.stringify(found.savedChecks.map((check) => check.id));
  const [quotations, sessions, checks, corrections] = await Promise.all([
    db.query<Record<string, unknown>>(
      `select id, answers_encrypted, decision, credit_limit, apr, s_parameter_encrypted, vendor_code_encrypted,
         decision_inputs_encrypted from quotations where id::text in ${IN_JSON}`,
      [ids],
    ),
    db.query<Record<string, unknown>>(
      `select id, finding, credit_limit, summary_encrypted from open_banking_sessions where quotation_id::text in ${IN_JSON}`,
      [ids],
    ),
    db.query<Record<string, unknown>>(`select id, answers_encrypted from saved_checks where id::text in ${IN_JSON}`, [
      checkIds,
    ]),
    db.query<Record<string, unknown>>(
      `select id, note_encrypted from data_corrections where quotation_id::text in ${IN_JSON}`,
      [ids],
    ),
  ]);
  const rowOf = (rows: Record<string, unknown>[], id: string) => rows.find((row) => String(row.id) === id) ?? {};
  const partnersOf = (quotationId: string) =>
    found.partnerCalls.filter((call) => call.quotationId === quotationId).map((call) => `Partner ${call.partner}`);
  const records: ExportRecord[] = [];
  for (const quotation of found.quotations) {
    const row = rowOf(quotations.rows, quotation.id);
    const partners = partnersOf(quotation.id);
    const shared = [
      ...(quotation.erasedAt ? [] : [AGENCY]),
      ...partners,
      ...(quotation.acceptedAt ? [AGREEMENT_HOST] : []),
    ];
    const base = { quoteReference: quotation.reference, at: quotation.createdAt.toISOString() };
    records.push({
      ...base,
      kind: 'quotation',
      id: quotation.id,
      source: partners.length > 0 ? 'partner' : 'form',
      usedFor: 'To check whether the person would be accepted for a card, without touching their credit score',
      retentionKind: quotation.erasedAt ? 'erased-decisions' : 'quotations',
      sharedWith: shared,
      values: {
        ...opened(pii, row.answers_encrypted as string | null),
        ...(row.s_parameter_encrypted
          ? { 'partner s parameter': opened(pii, row.s_parameter_encrypted as string).s ?? null }
          : {}),
        ...(row.vendor_code_encrypted
          ? { 'vendor code': Object.values(opened(pii, row.vendor_code_encrypted as string))[0] ?? null }
          : {}),
        brand: quotation.brand,
        channel: quotation.channel,
        erasedAt: iso(quotation.erasedAt),
      },
    });
    records.push({
      ...base,
      kind: 'decision',
      id: quotation.id,
      source: 'quickcheck',
      usedFor: 'The eligibility decision the person was shown, kept so it can be explained and checked',
      retentionKind: quotation.erasedAt ? 'erased-decisions' : 'quotations',
      sharedWith: [...partners, ...(quotation.acceptedAt ? [AGREEMENT_HOST] : [])],
      at: iso(quotation.decidedAt),
      values: {
        outcome: quotation.reason ?? quotation.status,
        engineVersion: quotation.engineVersion,
        creditLimit: (row.credit_limit as number | null) ?? null,
        apr: row.apr == null ? null : Number(row.apr),
        validUntil: iso(quotation.validUntil),
        ...flatten(typeof row.decision === 'string' ? JSON.parse(row.decision) : (row.decision ?? {}), 'decision'),
      },
    });
    if (row.decision_inputs_encrypted)
      records.push({
        ...base,
        kind: 'decision-inputs',
        id: quotation.id,
        source: 'agency-sandbox',
        usedFor: 'Exactly what the decision was made on: the answers it read and what the agency said',
        retentionKind: 'quotations',
        sharedWith: [],
        at: iso(quotation.decidedAt),
        values: openedJson(pii, row.decision_inputs_encrypted as string, 'decision-record'),
      });
    if (quotation.acceptedAt)
      records.push({
        ...base,
        kind: 'agreement-acceptance',
        id: quotation.id,
        source: 'form',
        usedFor: 'The offer was accepted; a later check by the same person is told they have already applied',
        retentionKind: 'quotations',
        sharedWith: [AGREEMENT_HOST, ...partners],
        at: quotation.acceptedAt.toISOString(),
        values: { acceptedAt: quotation.acceptedAt.toISOString() },
      });
  }
  const referenceOf = (quotationId: string) =>
    found.quotations.find((quotation) => quotation.id === quotationId)?.reference ?? null;
  for (const session of found.openBanking) {
    const row = rowOf(sessions.rows, session.id);
    records.push({
      kind: 'open-banking',
      id: session.id,
      quoteReference: referenceOf(session.quotationId),
      source: 'bank',
      usedFor: 'With the person’s consent, to decide again on what their bank account shows',
      retentionKind: 'quotations',
      sharedWith: [],
      at: iso(session.consentGivenAt),
      values: {
        status: session.status,
        consentGivenAt: iso(session.consentGivenAt),
        accessExpiresAt: iso(session.accessExpiresAt),
        outcome: session.reason,
        finding: (row.finding as string | null) ?? null,
        creditLimit: (row.credit_limit as number | null) ?? null,
        ...openedJson(pii, (row.summary_encrypted as string | null) ?? null, 'affordability'),
      },
    });
  }
  for (const check of found.savedChecks)
    records.push({
      kind: 'saved-check',
      id: check.id,
      quoteReference: null,
      source: 'form',
      usedFor: 'So the person could come back to their check from a link e-mailed to them',
      retentionKind: 'saved-checks',
      sharedWith: [],
      at: check.createdAt.toISOString(),
      values: {
        stage: check.stageId,
        expiresAt: check.expiresAt.toISOString(),
        usedAt: iso(check.usedAt),
        ...opened(pii, rowOf(checks.rows, check.id).answers_encrypted as string | null),
      },
    });
  for (const call of found.partnerCalls)
    records.push({
      kind: 'partner-call',
      id: call.id,
      quoteReference: referenceOf(call.quotationId),
      source: 'partner',
      usedFor: 'The partner sent the person’s answers and was given the eligibility result',
      retentionKind: 'quotations',
      sharedWith: [`Partner ${call.partner}`],
      at: call.createdAt.toISOString(),
      values: { partner: call.partner },
    });
  for (const hook of found.webhooks)
    records.push({
      kind: 'webhook-message',
      id: hook.id,
      quoteReference: referenceOf(hook.quotationId),
      source: 'quickcheck',
      usedFor: 'To tell the partner that sent the person what they did next',
      retentionKind: 'quotations',
      sharedWith: partnersOf(hook.quotationId),
      at: hook.createdAt.toISOString(),
      values: {
        event: hook.event,
        delivered: hook.state === DELIVERED,
        partner: hook.partner,
        messageId: hook.messageId,
        // The exact bytes the partner was (or would be) sent.
        payload: hook.payload,
      },
    });
  for (const correction of found.corrections)
    records.push({
      kind: 'correction',
      id: correction.id,
      quoteReference: referenceOf(correction.quotationId),
      source: 'operator',
      usedFor: 'A correction the person asked for, kept beside the answers the decision was made on',
      retentionKind: 'quotations',
      sharedWith: [],
      at: correction.createdAt.toISOString(),
      values: {
        note: openCorrectionNote(pii, rowOf(corrections.rows, correction.id).note_encrypted as string),
        correctedBy: correction.correctedBy,
      },
    });
  for (const entry of found.auditEntries)
    records.push({
      kind: 'audit-entry',
      id: String(entry.id),
      quoteReference: null,
      source: 'operator',
      usedFor: 'The record of who in the lender looked at or changed the person’s data',
      retentionKind: 'quotations',
      sharedWith: [],
      at: entry.at.toISOString(),
      values: { action: entry.action },
    });
  return {
    format: 'quickcheck-person-export/1',
    generatedAt: now.toISOString(),
    foundBy: query.by,
    controller: 'The card provider that runs QuickCheck, for itself and the partner brands that resell its cards',
    sources: { ...SOURCES },
    records,
    retention: [
      ...RETENTION.map((rule) => ({
        kind: rule.kind,
        data: rule.data,
        keptFor: publicPeriodText(rule.period),
        why: rule.why,
      })),
      { kind: 'audit-log', data: NOT_PURGED.data, keptFor: NOT_PURGED.keptFor, why: NOT_PURGED.why },
    ],
  };
}
