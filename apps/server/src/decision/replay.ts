import { decide, decideAgencyUnavailable, decideAlreadyAccepted } from './decide.ts';
import { readDecisionRecord } from './decision-record.ts';
import type { Decision } from './types.ts';

/**
 * Makes a stored decision again from its stored record: the same engine version on the
 * same inputs must give the same reason, score, factors and terms. For audit and disputes.
 */
export function replayDecision(stored: unknown): Decision {
  const record = readDecisionRecord(stored);
  if (record.priorAcceptance) return decideAlreadyAccepted();
  if (!record.agency) throw new Error('Decision record without an agency answer');
  if (record.agency.kind === 'unavailable') return decideAgencyUnavailable(record.agency.failure);
  return decide({
    answers: record.answers,
    brand: record.brand,
    today: new Date(record.today),
    agency: record.agency,
  });
}
