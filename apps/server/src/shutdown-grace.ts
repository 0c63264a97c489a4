import type { ServerConfig } from './config/env.server.ts';
import type { AddressProviderConfig } from './ports/address-lookup/address-provider-config.ts';
import { longestSubmissionMs } from './quotation/submit-quotation.server.ts';

/** Time for the last answers to be written and the database to close after the slowest request. */
export const SHUTDOWN_MARGIN_MS = 5000;

/**
 * How long SIGTERM/SIGINT waits for requests in flight before forcing exit: the slowest request
 * the configuration allows (a repeated quotation waiting on the first, then asking the agency
 * itself; or an address lookup) plus a margin. Derived, so a longer AGENCY_TIMEOUT_MS never
 * cuts off an answer. A platform's own kill timer (e.g. Kubernetes terminationGracePeriodSeconds)
 * must be at least this long.
 */
export function shutdownGraceMs(
  config: Pick<ServerConfig, 'agencyTimeoutMs'> & { addressProvider: AddressProviderConfig },
): number {
  const lookupMs = config.addressProvider.kind === 'sandbox' ? 0 : config.addressProvider.timeoutMs;
  return Math.max(longestSubmissionMs(config.agencyTimeoutMs), lookupMs) + SHUTDOWN_MARGIN_MS;
}
