import type { BrandId } from '@quickcheck/brands';
import { userDataFrom, type Answers } from '@quickcheck/contracts';
import type { Logger } from 'pino';
import { decide, decideAgencyUnavailable } from '../decision/decide.ts';
import { decisionRecordOf, type DecisionRecord } from '../decision/decision-record.ts';
import type { Decision } from '../decision/types.ts';
import type { AgencyRequest } from '../ports/credit-reference-agency/agency-port.ts';
import { AgencyUnavailableError, type GuardedAgency } from '../ports/credit-reference-agency/guarded-agency.ts';

/** What the agency is told: who the applicant is and where they live, nothing more. */
export function agencyRequestFrom(answers: Answers): AgencyRequest {
  const user = userDataFrom(answers);
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    dateOfBirth: user.dateOfBirth,
    postcode: user.postcode,
    houseFlatNameNumber: user.houseFlatNameNumber,
    streetName: user.streetName,
    townCity: user.townCity,
  };
}

export interface AgencyDecisionInput {
  answers: Answers;
  brand: BrandId;
  today: Date;
}

/** A decision with the record of what it was made on (stored beside it, encrypted). */
export interface RecordedDecision {
  decision: Decision;
  record: DecisionRecord;
}

/**
 * Asks the (guarded) agency and runs the engine on its answer. No answer in time, a
 * failure or an open circuit is an ERROR decision, never an exception or a hang.
 */
export async function decideWithAgency(
  agency: GuardedAgency,
  input: AgencyDecisionInput,
  log: Logger,
): Promise<RecordedDecision> {
  let answer;
  try {
    answer = await agency.check(agencyRequestFrom(input.answers));
  } catch (error) {
    // Logged without the error object's data: only which kind of failure it was.
    const failure = error instanceof AgencyUnavailableError ? error.failure : 'unexpected';
    log.warn({ agencyFailure: failure }, 'quotation decided as ERROR');
    const record = decisionRecordOf({ ...input, agency: { kind: 'unavailable', failure } });
    return { decision: decideAgencyUnavailable(failure), record };
  }
  // Outside the try: a bug in the engine is a 500 to fix, not an agency outage to hide.
  return { decision: decide({ ...input, agency: answer }), record: decisionRecordOf({ ...input, agency: answer }) };
}
