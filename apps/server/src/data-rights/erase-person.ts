import { retentionEnd } from '../config/retention.ts';
import type { Db, Queryable } from '../db/db.ts';
import { DELIVERED, IN_JSON_LIST, webhookJobsTable, type FoundPerson } from './find-person.ts';

const IN_JSON = IN_JSON_LIST('$1');
/** What stands where a hash was in a column that may not be empty: matches no person's hash. */
const ERASED = 'erased';

export type ErasureOutcome =
  { erased: true; quotations: number; savedChecks: number; webhooks: number } | { erased: false; why: string };

/**
 * Refuses while a check is being decided or an offer is open to be accepted: erasing then would
 * pull the answers from under an acceptance the person may be making now (issue 36 item 3). The
 * rows are locked first, so an acceptance cannot begin between this check and the erasure.
 */
async function refusal(tx: Queryable, ids: string, now: Date): Promise<string | undefined> {
  const { rows } = await tx.query<{ reference: string; status: string; open_offer: boolean }>(
    `select q.reference, q.status,
       (q.reason = 'MATCH_AND_OFFER' and q.valid_until > $2 and a.quotation_id is null) as open_offer
     from quotations q left join agreement_acceptances a on a.quotation_id = q.id
     where q.id::text in ${IN_JSON} and q.erased_at is null order by q.created_at for update of q`,
    [ids, now.toISOString()],
  );
  const pending = rows.find((row) => row.status === 'pending');
  if (pending) return `Check ${pending.reference} is being decided now: try again in a minute`;
  const offer = rows.find((row) => row.open_offer);
  if (offer)
    return `The offer of ${offer.reference} can still be accepted: erase once it has been accepted or has ended, or after telling the person it will be withdrawn`;
  return undefined;
}

/**
 * Erases a person (issue 36 item 3), in one transaction: every personal value goes (sealed answers,
 * keyed hashes, the decision's inputs, open-banking summaries and the bank's consent, saved checks,
 * corrections, partner messages not yet delivered); each quotation keeps its pseudonymised decision
 * record (outcome, engine version, findings, date, brand, reference) for the retention table's time,
 * so the funnel's counts stay whole. A message the partner already took stays as the record of what
 * was shared; one still waiting, retrying or given up on goes with its payload. `webhookSchema`:
 * as findPerson's.
 */
export async function erasePerson(
  db: Db,
  found: FoundPerson,
  now: Date,
  webhookSchema?: string,
): Promise<ErasureOutcome> {
  const ids = JSON.stringify(
    found.quotations.filter((quotation) => !quotation.erasedAt).map((quotation) => quotation.id),
  );
  const checkIds = JSON.stringify(found.savedChecks.map((check) => check.id));
  const undelivered = found.webhooks.filter((hook) => hook.state !== DELIVERED).map((hook) => hook.id);
  const jobs = undelivered.length > 0 ? await webhookJobsTable(db, webhookSchema) : undefined;
  return db.transaction(async (tx) => {
    const why = await refusal(tx, ids, now);
    if (why) return { erased: false, why };
    const { rows: erased } = await tx.query<{ id: string; created_at: unknown }>(
      `update quotations set answers_encrypted = '', identity_hash = '${ERASED}', contact_hash = null, person_hash = null,
         decision_inputs_encrypted = null, s_parameter_encrypted = null, vendor_code_encrypted = null,
         idempotency_key = 'erased:' || id::text, erased_at = $2
       where id::text in ${IN_JSON} and erased_at is null returning id, created_at`,
      [ids, now.toISOString()],
    );
    for (const row of erased)
      await tx.query('update quotations set purge_after = $2 where id = $1', [
        row.id,
        retentionEnd('erased-decisions', new Date(row.created_at as string)).toISOString(),
      ]);
    await tx.query(
      `delete from sandbox_open_banking_consents where provider_session_id::text in
         (select provider_session_id from open_banking_sessions where quotation_id::text in ${IN_JSON})`,
      [ids],
    );
    await tx.query(`update open_banking_sessions set summary_encrypted = null where quotation_id::text in ${IN_JSON}`, [
      ids,
    ]);
    // The acceptance stays (the funnel counts it); the hashes that tied it to the person do not.
    await tx.query(
      `update agreement_acceptances set identity_hash = '${ERASED}', contact_hash = null where quotation_id::text in ${IN_JSON}`,
      [ids],
    );
    await tx.query(`update partner_journeys set request_hash = '${ERASED}' where quotation_id::text in ${IN_JSON}`, [
      ids,
    ]);
    await tx.query(`delete from data_corrections where quotation_id::text in ${IN_JSON}`, [ids]);
    const { rows: checks } = await tx.query(`delete from saved_checks where id::text in ${IN_JSON} returning id`, [
      checkIds,
    ]);
    const { rows: hooks } = jobs
      ? await tx.query(`delete from ${jobs} where id::text in ${IN_JSON} and state <> '${DELIVERED}' returning id`, [
          JSON.stringify(undelivered),
        ])
      : { rows: [] };
    return { erased: true, quotations: erased.length, savedChecks: checks.length, webhooks: hooks.length };
  });
}
