import CircuitBreaker from 'opossum';
import type { AgencyAnswer } from '../../decision/types.ts';
import { AgencyRejectedRequestError, type AgencyRequest, type CreditReferenceAgency } from './agency-port.ts';

export type AgencyFailure = 'timeout' | 'failure' | 'circuit-open';

/** The agency gave no usable answer; the quotation is decided as ERROR and kept. */
export class AgencyUnavailableError extends Error {
  constructor(readonly failure: AgencyFailure) {
    super(`Credit-reference agency unavailable: ${failure}`);
    this.name = 'AgencyUnavailableError';
  }
}

export interface BreakerOptions {
  /** Calls in the rolling window before the breaker may open. */
  volumeThreshold: number;
  errorThresholdPercentage: number;
  resetTimeoutMs: number;
  /** The rolling window the error rate is measured over. */
  windowMs: number;
}

const DEFAULT_BREAKER: BreakerOptions = {
  volumeThreshold: 20,
  errorThresholdPercentage: 50,
  resetTimeoutMs: 15_000,
  windowMs: 10_000,
};

export interface GuardedAgency {
  readonly details: CreditReferenceAgency['details'];
  check(request: AgencyRequest): Promise<AgencyAnswer>;
  /** The circuit breaker's state, for the metrics. */
  circuitState(): 'closed' | 'half-open' | 'open';
  shutdown(): void;
}

function asUnavailable(error: unknown): AgencyUnavailableError {
  if (error instanceof AgencyUnavailableError) return error;
  if ((error as { code?: string }).code === 'EOPENBREAKER') return new AgencyUnavailableError('circuit-open');
  return new AgencyUnavailableError('failure');
}

/**
 * Bounds every agency call: a per-call time-out that aborts the call (opossum's own abort
 * controller is shared by all calls, so the time-out lives here), and a circuit breaker so a
 * failing agency is answered fast instead of piling up waiting requests.
 *
 * The breaker measures the agency's health, not any caller's luck: it counts time-outs and
 * failures of real applicants' calls only. A test persona's call is never counted (its
 * outcome was chosen by whoever sent it), and an agency that answers 'not this request'
 * (AgencyRejectedRequestError) is up. So no client can open the circuit for everyone by
 * sending requests that fail on purpose.
 */
export function createGuardedAgency(
  agency: CreditReferenceAgency,
  timeoutMs: number,
  breakerOptions: Partial<BreakerOptions> = {},
): GuardedAgency {
  const options = { ...DEFAULT_BREAKER, ...breakerOptions };

  async function callWithTimeout(request: AgencyRequest): Promise<AgencyAnswer> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new AgencyUnavailableError('timeout'));
        controller.abort();
      }, timeoutMs);
    });
    try {
      return await Promise.race([agency.check(request, controller.signal), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  const breaker = new CircuitBreaker(callWithTimeout, {
    timeout: false,
    volumeThreshold: options.volumeThreshold,
    errorThresholdPercentage: options.errorThresholdPercentage,
    resetTimeout: options.resetTimeoutMs,
    rollingCountTimeout: options.windowMs,
    // Filtered errors still reach the caller, but count as the agency having answered.
    errorFilter: (error: unknown) => error instanceof AgencyRejectedRequestError,
  });

  /** Outside the breaker's statistics; still refused while the circuit is not closed, like everyone. */
  async function uncounted(request: AgencyRequest): Promise<AgencyAnswer> {
    if (!breaker.closed) throw new AgencyUnavailableError('circuit-open');
    return callWithTimeout(request);
  }

  return {
    details: agency.details,
    async check(request) {
      try {
        return await (agency.isTestPersona?.(request) ? uncounted(request) : breaker.fire(request));
      } catch (error) {
        throw asUnavailable(error);
      }
    },
    circuitState: () => (breaker.opened ? 'open' : breaker.halfOpen ? 'half-open' : 'closed'),
    shutdown: () => breaker.shutdown(),
  };
}
