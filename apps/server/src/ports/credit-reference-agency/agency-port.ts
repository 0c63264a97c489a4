import type { CreditReferenceAgencyDetails } from '@quickcheck/contracts';
import type { AgencyAnswer } from '../../decision/types.ts';

/**
 * The credit-reference agency as the server sees it: who is asking, and what the agency
 * knows. Real agencies and the sandbox both implement CreditReferenceAgency; the answer's shape,
 * AgencyAnswer, is the decision engine's own (decision/types.ts), which takes it as plain data.
 */
export interface AgencyRequest {
  firstName: string;
  lastName: string;
  /** DD-MM-YYYY, as answered. */
  dateOfBirth: string;
  postcode: string;
  houseFlatNameNumber: string;
  streetName: string;
  townCity: string;
}

export interface CreditReferenceAgency {
  /** Who the agency is and how a visitor reaches it: told to everyone declined on its information (CCA s.157). */
  readonly details: CreditReferenceAgencyDetails;
  /** May take long or fail; the caller bounds it with a time-out and aborts `signal` when giving up. */
  check(request: AgencyRequest, signal: AbortSignal): Promise<AgencyAnswer>;
  /**
   * Sandbox only: the request names a test persona (docs/product/contract.md#sandbox) whose outcome the caller
   * chose, so it says nothing about the agency's health and the circuit breaker ignores it.
   */
  isTestPersona?(request: AgencyRequest): boolean;
}

/**
 * Thrown by an adapter when the agency answered but refused this one request (malformed,
 * not permitted): a fault of the request, and a sign the agency is up. The quotation is
 * still ERROR; the circuit breaker counts it as an answer, not a failure.
 */
export class AgencyRejectedRequestError extends Error {
  constructor(message = 'The credit-reference agency refused the request') {
    super(message);
    this.name = 'AgencyRejectedRequestError';
  }
}
