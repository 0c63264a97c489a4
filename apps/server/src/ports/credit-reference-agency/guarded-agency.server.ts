import CircuitBreaker from 'opossum';
import type { AgencyAnswer, AgencyRequest, CreditReferenceAgency } from './agency-port.ts';

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
  check(request: AgencyRequest): Promise<AgencyAnswer>;
  shutdown(): void;
}

/**
 * Bounds every agency call: a per-call time-out that aborts the call (opossum's own
 * abort controller is shared by all calls, so the time-out lives here), and a circuit
 * breaker so a failing agency is answered fast instead of piling up waiting requests.
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
  });

  return {
    async check(request) {
      try {
        return await breaker.fire(request);
      } catch (error) {
        if (error instanceof AgencyUnavailableError) throw error;
        if ((error as { code?: string }).code === 'EOPENBREAKER') throw new AgencyUnavailableError('circuit-open');
        throw new AgencyUnavailableError('failure');
      }
    },
    shutdown: () => breaker.shutdown(),
  };
}
