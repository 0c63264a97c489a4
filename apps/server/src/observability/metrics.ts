import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DbConnectionStats } from '../db/db.ts';
import type { RetentionKind } from '../config/retention.ts';

/** How the agency's circuit breaker stands (opossum's three states). */
export type CircuitState = 'closed' | 'half-open' | 'open';

export type OutsidePort = 'agency' | 'address-lookup' | 'open-banking';
export type DecisionStage = 'quotation' | 'open-banking';
/** What a scheduled purge removes: one label per line of the retention table (config/retention.ts). */
export type PurgeKind = RetentionKind;

/** The queue as an operator watches it (the metrics, the webhook alerts in deploy/prometheus). */
export interface WebhookQueueFigures {
  /** Messages not yet delivered: waiting for their first attempt or a retry, or being sent. */
  undelivered: number;
  /** Seconds since the oldest undelivered message was queued; 0 when there is none. */
  oldestUndeliveredSeconds: number;
  /** Messages that used every retry, waiting for `npm run partner:key -- webhook-replay`. */
  deadLetters: number;
}

/** Seconds: from a fast page read to the agency's longest time-out. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const OUTSIDE_CALL_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10, 20];
const CIRCUIT_STATES: readonly CircuitState[] = ['closed', 'half-open', 'open'];

/**
 * The server's Prometheus metrics, one registry per app (tests build several in one process).
 * Labels are route patterns, brands, outcomes and port names only: never anything a visitor typed.
 * The README's operator note says what each one means.
 */
export function createMetrics() {
  const registry = new Registry();
  // Process CPU, memory, GC, handles, and the event-loop lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Histogram({
    name: 'quickcheck_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status; _count is the request count (rate() for the rate)',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const rateLimitRefusals = new Counter({
    name: 'quickcheck_rate_limit_refusals_total',
    help: 'Requests refused by the per-route rate limit (429), by route pattern',
    labelNames: ['route'] as const,
    registers,
  });
  const decisions = new Counter({
    name: 'quickcheck_decisions_total',
    help: 'Decisions made, by stage (quotation or open-banking), brand and outcome (the result reason)',
    labelNames: ['stage', 'brand', 'outcome'] as const,
    registers,
  });
  const outsideCalls = new Histogram({
    name: 'quickcheck_outside_call_duration_seconds',
    help: 'Calls to outside systems by port, operation and outcome (ok, or the kind of failure)',
    labelNames: ['port', 'operation', 'outcome'] as const,
    buckets: OUTSIDE_CALL_BUCKETS,
    registers,
  });

  const purgeRuns = new Counter({
    name: 'quickcheck_purge_runs_total',
    help: 'Scheduled purges run, by kind of data and outcome (ok or failed)',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const purgedRows = new Counter({
    name: 'quickcheck_purged_rows_total',
    help: 'Rows removed by the scheduled purges, by kind of data',
    labelNames: ['kind'] as const,
    registers,
  });
  // The alert on purge lag reads this: a purge that keeps failing shows as an old timestamp.
  const purgeLastSuccess = new Gauge({
    name: 'quickcheck_purge_last_success_timestamp_seconds',
    help: 'Unix time of the last purge of each kind that succeeded in this process',
    labelNames: ['kind'] as const,
    registers,
  });

  let circuitState: () => CircuitState | undefined = () => undefined;
  new Gauge({
    name: 'quickcheck_agency_circuit_state',
    help: "1 for the agency circuit breaker's current state (closed, half-open, open), 0 for the others",
    labelNames: ['state'] as const,
    registers,
    collect() {
      const current = circuitState();
      if (current === undefined) return;
      for (const state of CIRCUIT_STATES) this.set({ state }, state === current ? 1 : 0);
    },
  });

  let dbStats: () => DbConnectionStats | undefined = () => undefined;
  new Gauge({
    name: 'quickcheck_db_connections',
    help: 'Database connections by state: active (running a query), idle, waiting (callers queued for a connection of the pool)',
    labelNames: ['engine', 'state'] as const,
    registers,
    collect() {
      const current = dbStats();
      if (current === undefined) return;
      const { engine, ...states } = current;
      for (const [state, value] of Object.entries(states)) this.set({ engine, state }, value);
    },
  });

  let ready: () => Promise<boolean> = () => Promise.resolve(true);
  // The readiness alert reads this: the balancer's answer, seen from Prometheus.
  new Gauge({
    name: 'quickcheck_ready',
    help: 'Readiness as GET /api/health/ready answers it now: 1 ready, 0 not (database unreachable, not migrated or not writable)',
    registers,
    async collect() {
      this.set((await ready().catch(() => false)) ? 1 : 0);
    },
  });

  let autovacuum: (() => Promise<boolean>) | undefined;
  // The autovacuum alert reads this: off, the tables the service updates keep their dead rows for ever.
  new Gauge({
    name: 'quickcheck_database_autovacuum',
    help: "The database server's autovacuum setting: 1 on, 0 off (its tables then grow without bound)",
    registers,
    async collect() {
      if (!autovacuum) return;
      const on = await autovacuum().catch(() => undefined);
      if (on !== undefined) this.set(on ? 1 : 0);
    },
  });

  let webhookFigures: (() => Promise<WebhookQueueFigures>) | undefined;
  const webhookGauge = (name: string, help: string, pick: (figures: WebhookQueueFigures) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        if (!webhookFigures) return;
        // A database that cannot answer shows in readiness and the request errors; the figure is left as it was.
        const figures = await webhookFigures().catch(() => undefined);
        if (figures) this.set(pick(figures));
      },
    });
  webhookGauge(
    'quickcheck_webhook_undelivered',
    'Partner webhooks not yet delivered (waiting, retrying or being sent), the whole queue (every process reads the same)',
    (figures) => figures.undelivered,
  );
  webhookGauge(
    'quickcheck_webhook_oldest_undelivered_seconds',
    'Age of the oldest partner webhook not yet delivered, in seconds; 0 when none waits',
    (figures) => figures.oldestUndeliveredSeconds,
  );
  webhookGauge(
    'quickcheck_webhook_dead_letters',
    'Partner webhooks that used every retry and wait for a replay',
    (figures) => figures.deadLetters,
  );

  return {
    registry,
    request(method: string, route: string, statusCode: number, seconds: number) {
      const labels = { method, route, status_code: String(statusCode) };
      requests.observe(labels, seconds);
      if (statusCode === 429) rateLimitRefusals.inc({ route });
    },
    decided(stage: DecisionStage, brand: string, outcome: string) {
      decisions.inc({ stage, brand, outcome });
    },
    outsideCall(port: OutsidePort, operation: string, outcome: string, seconds: number) {
      outsideCalls.observe({ port, operation, outcome }, seconds);
    },
    purged(kind: PurgeKind, rows: number, at: Date) {
      purgeRuns.inc({ kind, outcome: 'ok' });
      purgedRows.inc({ kind }, rows);
      purgeLastSuccess.set({ kind }, at.getTime() / 1000);
    },
    purgeFailed(kind: PurgeKind) {
      purgeRuns.inc({ kind, outcome: 'failed' });
    },
    /** This process's 429s so far, every route (the operator console's health view). */
    async rateLimitRefusals(): Promise<number> {
      return (await rateLimitRefusals.get()).values.reduce((sum, value) => sum + value.value, 0);
    },
    watchCircuit(read: () => CircuitState) {
      circuitState = read;
    },
    watchDb(read: () => DbConnectionStats) {
      dbStats = read;
    },
    watchReadiness(read: () => Promise<boolean>) {
      ready = read;
    },
    watchAutovacuum(read: () => Promise<boolean>) {
      autovacuum = read;
    },
    watchWebhookQueue(read: () => Promise<WebhookQueueFigures>) {
      webhookFigures = read;
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
