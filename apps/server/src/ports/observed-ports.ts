import type { AddressLookup } from './address-lookup/address-lookup-port.ts';
import { AgencyUnavailableError, type GuardedAgency } from './credit-reference-agency/guarded-agency.ts';
import { OpenBankingUnavailableError, type GuardedOpenBanking } from './open-banking/guarded-open-banking.ts';
import type { Metrics, OutsidePort } from '../observability/metrics.ts';
import { inSpan, type SpanNotes } from '../observability/tracing.ts';

/** The outcome label of a failed call: the guard's own failure kinds, else 'failure'. */
function failureOf(error: unknown): string {
  if (error instanceof AgencyUnavailableError || error instanceof OpenBankingUnavailableError) return error.failure;
  return 'failure';
}

/**
 * One outside call: a client span (its outcome as an attribute) and the latency histogram by
 * outcome. Nothing of the request or the answer is recorded — only which port and how it went.
 */
function observed<T>(
  metrics: Metrics,
  port: OutsidePort,
  operation: string,
  call: () => Promise<T>,
  outcomeOf: (value: T) => string = () => 'ok',
): Promise<T> {
  return inSpan(
    `${port} ${operation}`,
    { 'quickcheck.port': port, 'quickcheck.port.operation': operation },
    async (span: SpanNotes) => {
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      try {
        const value = await call();
        const outcome = outcomeOf(value);
        span?.setAttribute('quickcheck.port.outcome', outcome);
        metrics.outsideCall(port, operation, outcome, seconds());
        return value;
      } catch (error) {
        const outcome = failureOf(error);
        span?.setAttribute('quickcheck.port.outcome', outcome);
        metrics.outsideCall(port, operation, outcome, seconds());
        throw error;
      }
    },
    'client',
  );
}

/** The guarded agency (time-out and circuit breaker included), observed; its circuit's state is watched. */
export function observeAgency(agency: GuardedAgency, metrics: Metrics): GuardedAgency {
  metrics.watchCircuit(() => agency.circuitState());
  return {
    ...agency,
    // 'not-found' is an answer (the identity is not at the address), not a failure.
    check: (request) =>
      observed(
        metrics,
        'agency',
        'check',
        () => agency.check(request),
        (answer) => (answer.kind === 'found' ? 'ok' : 'not-found'),
      ),
  };
}

export function observeAddressLookup(lookup: AddressLookup, metrics: Metrics): AddressLookup {
  return { find: (postcode) => observed(metrics, 'address-lookup', 'find', () => lookup.find(postcode)) };
}

export function observeOpenBanking(openBanking: GuardedOpenBanking, metrics: Metrics): GuardedOpenBanking {
  return {
    createConnection: (request) =>
      observed(metrics, 'open-banking', 'create-connection', () => openBanking.createConnection(request)),
    fetchTransactions: (id) =>
      observed(metrics, 'open-banking', 'fetch-transactions', () => openBanking.fetchTransactions(id)),
    revokeConsent: (id) => observed(metrics, 'open-banking', 'revoke-consent', () => openBanking.revokeConsent(id)),
  };
}
