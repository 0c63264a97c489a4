import type { BrandId } from '@quickcheck/brands';
import { userDataFrom, type Answers } from '@quickcheck/contracts';
import type { Logger } from 'pino';
import { decide } from '../decision/decide.ts';
import type { Decision } from '../decision/types.ts';
import type { AgencyRequest } from '../ports/credit-reference-agency/agency-port.ts';
import { AgencyUnavailableError, type GuardedAgency } from '../ports/credit-reference-agency/guarded-agency.server.ts';

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

/**
 * Asks the (guarded) agency and runs the engine on its answer. No answer in time, a
 * failure or an open circuit is an ERROR decision, never an exception or a hang.
 */
export async function decideWithAgency(
  agency: GuardedAgency,
  input: AgencyDecisionInput,
  log: Logger,
): Promise<Decision> {
  try {
    const answer = await agency.check(agencyRequestFrom(input.answers));
    return decide({ ...input, agency: answer });
  } catch (error) {
    // Logged without the error object's data: only which kind of failure it was.
    const failure = error instanceof AgencyUnavailableError ? error.failure : 'unexpected';
    log.warn({ agencyFailure: failure }, 'quotation decided as ERROR');
    return { reason: 'ERROR', factors: [{ name: 'agency', points: 0, detail: failure }], score: 0, referral: false };
  }
}
