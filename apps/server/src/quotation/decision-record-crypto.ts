import { decisionRecordSchema, readDecisionRecord, type DecisionRecord } from '../decision/decision-record.ts';
import type { PiiProtector } from '../security/pii-crypto.ts';

// The PII cipher seals answer maps; the record travels as one JSON string value inside one,
// so it gets the same key, format and key rotation as the answers without a second cipher.
const RECORD_KEY = 'decision-record';

export function sealDecisionRecord(pii: PiiProtector, record: DecisionRecord): string {
  return pii.encryptAnswers({ [RECORD_KEY]: JSON.stringify(record) });
}

/** The stored inputs of a decision, decrypted and checked against this engine version. */
export function openDecisionRecord(pii: PiiProtector, sealed: string): DecisionRecord {
  const json = pii.decryptAnswers(sealed)[RECORD_KEY];
  if (json === undefined) throw new Error('Sealed value is not a decision record');
  return readDecisionRecord(JSON.parse(json));
}

/** The stored inputs as they were written, by whichever engine version: for the operator's look-up. */
export function openDecisionRecordAsWritten(pii: PiiProtector, sealed: string): DecisionRecord {
  const json = pii.decryptAnswers(sealed)[RECORD_KEY];
  if (json === undefined) throw new Error('Sealed value is not a decision record');
  return decisionRecordSchema.parse(JSON.parse(json));
}
