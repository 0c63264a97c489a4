import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import type { PiiProtector } from '../security/pii-crypto.ts';

// Sealed like the answers it corrects (the PII cipher seals answer maps: the note is one value in one).
const NOTE_KEY = 'correction';

export const openCorrectionNote = (pii: PiiProtector, sealed: string): string =>
  pii.decryptAnswers(sealed)[NOTE_KEY] ?? '';

/**
 * A note of correction beside a quotation (issue 36 item 4): the answers its decision was made on
 * are not rewritten; the note is shown in every export and goes with the quotation.
 */
export async function addCorrection(
  db: Queryable,
  pii: PiiProtector,
  correction: { quotationId: string; note: string; correctedBy: string },
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await db.query(
    'insert into data_corrections (id, quotation_id, note_encrypted, corrected_by, created_at) values ($1, $2, $3, $4, $5)',
    [
      id,
      correction.quotationId,
      pii.encryptAnswers({ [NOTE_KEY]: correction.note }),
      correction.correctedBy,
      now.toISOString(),
    ],
  );
  return id;
}
