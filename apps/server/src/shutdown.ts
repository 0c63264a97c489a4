import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config/env.ts';
import type { AddressProviderConfig } from './config/address-provider-config.ts';
import { longestSubmissionMs } from './quotation/submit-quotation.ts';

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

export interface ShutdownSteps {
  graceMs: number;
  /** Stops timers before the app closes. */
  stopTimers(): void;
  /** Closes what the app does not own (the database) once every request has been answered. */
  closeResources(): Promise<void>;
}

/**
 * On SIGTERM/SIGINT: refuse new requests, answer those in flight, then close. Must be called
 * before listen. Answers given while draining say `Connection: close`, or the browser's idle
 * keep-alive connection would hold app.close() open until the grace runs out.
 */
export function drainOnSignals(app: FastifyInstance, steps: ShutdownSteps): void {
  let stopping = false;
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, graceMs: steps.graceMs }, 'shutting down');
    // A stuck request cannot hold the process forever.
    setTimeout(() => process.exit(1), steps.graceMs).unref();
    steps.stopTimers();
    try {
      await app.close();
      await steps.closeResources();
      process.exit(0);
    } catch (error) {
      app.log.error({ failure: error instanceof Error ? error.name : 'unknown' }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}
