import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/db.ts';
import { drawReference } from '../../src/quotation/draw-reference.ts';
import { idempotencyKey } from '../../src/security/idempotency.ts';
import { createPiiProtector } from '../../src/security/pii-crypto.ts';
import { fetchForm, ordinaryAnswers, submissionFor } from './applicant.ts';
import { TEST_KEYS } from './test-settings.ts';

export const testPii = createPiiProtector(TEST_KEYS.piiKey);

/**
 * A quotation row as the submission service stores it before asking the agency, last used at
 * `lastUsedAt`, for a payload that can really be submitted again: what a crash leaves behind.
 */
export async function insertPendingQuotation(db: Db, baseUrl: string, firstName: string, lastUsedAt: Date) {
  const form = await fetchForm(baseUrl);
  const answers = ordinaryAnswers({ 'first-name': firstName });
  const body = submissionFor(form, answers);
  const id = randomUUID();
  await db.query(
    `insert into quotations (id, session_id, idempotency_key, brand, consumer_name, definition_id,
       answers_encrypted, identity_hash, status, created_at, last_used_at, purge_after, reference)
     values ($1, $2, $3, 'quickcheck', 'QCHK', 'qco-standard', $4, $5, 'pending', $6, $6, $6, $7)`,
    [
      id,
      form.payload.sessionId,
      idempotencyKey(TEST_KEYS.tokenSecret, form.payload.sessionId, body),
      testPii.encryptAnswers(answers),
      testPii.identityHash(answers),
      lastUsedAt.toISOString(),
      drawReference(),
    ],
  );
  return { id, body };
}

export async function quotationRow(db: Db, id: string) {
  const { rows } = await db.query<{ status: string; reason: string | null; sealed: string | null }>(
    'select status, reason, decision_inputs_encrypted as sealed from quotations where id = $1',
    [id],
  );
  return rows[0];
}
