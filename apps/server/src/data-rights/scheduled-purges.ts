import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config/env.ts';
import type { RetentionKind } from '../config/retention.ts';
import type { Queryable } from '../db/db.ts';
import { purgeFormSessions } from '../form-session/form-session-repo.ts';
import type { Metrics } from '../observability/metrics.ts';
import { purgeErasedDecisions, purgeExpired } from '../quotation/quotation-store.ts';
import { purgeSavedChecks } from '../saved-check/saved-check-repo.ts';
import { purgeTelemetryTable } from '../telemetry/telemetry-repo.ts';
import { purgeDataRequests } from './data-requests.ts';

type Purge = (now: Date) => Promise<number>;

/**
 * One purge per line of the retention table (config/retention.ts): the Record's type makes a new
 * line without its purge a type error. Each returns the rows it removed.
 */
export function purgesOf(db: Queryable, config: ServerConfig): Record<RetentionKind, Purge> {
  // A form session quiet longer than its token lives can never be used again.
  const sessionsLive = Math.max(config.sessionExpiryMinutes, config.sessionInactivityMinutes) * 60_000;
  return {
    quotations: (now) => purgeExpired(db, now),
    'erased-decisions': (now) => purgeErasedDecisions(db, now),
    'saved-checks': (now) => purgeSavedChecks(db, now),
    'form-sessions': (now) => purgeFormSessions(db, new Date(now.getTime() - sessionsLive)),
    telemetry: (now) => purgeTelemetryTable(db, 'analytics_events', now),
    'client-errors': (now) => purgeTelemetryTable(db, 'client_errors', now),
    'data-requests': (now) => purgeDataRequests(db, now),
  };
}

/**
 * Every purge once, each counted in the metrics (runs, rows, the last success — what the purge-lag
 * alert reads); a failure is logged and counted, and the others still run.
 */
export async function runPurges(
  purges: Record<RetentionKind, Purge>,
  metrics: Metrics,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  clock: () => Date = () => new Date(),
): Promise<void> {
  for (const [kind, purge] of Object.entries(purges) as [RetentionKind, Purge][]) {
    const now = clock();
    try {
      const rows = await purge(now);
      metrics.purged(kind, rows, now);
      if (rows > 0) log.info({ kind, rows }, 'purged data past its retention');
    } catch (error) {
      metrics.purgeFailed(kind);
      log.warn({ err: error, kind }, 'purge failed: it is tried again at the next run');
    }
  }
}
