import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../src/db/db.ts';
import { runningEmbeddedPostgresUrl } from '../../src/db/embedded-postgres/embedded-postgres.ts';
import { EMBEDDED_CLUSTER } from '../../src/db/open-db.ts';
import { createPgDb } from '../../src/db/pg-db.ts';
import { createPartnerKey } from '../../src/partner/partner-keys.ts';
import { setEndpoint } from '../../src/partner/webhooks/webhook-endpoints.ts';
import { createPiiProtector } from '../../src/security/pii-crypto.ts';
import { fetchForm, ordinaryAnswers, postJson, submissionFor } from '../helpers/applicant.ts';
import { freshDatabase } from '../helpers/postgres-database.ts';
import { startRoundRobinProxy } from '../helpers/round-robin-proxy.ts';
import { answeringAt, spawnServer, stopServer, type ServerProcess } from '../helpers/server-process.ts';
import { TEST_KEYS } from '../helpers/test-app.ts';
import { startTestSmtpServer } from '../helpers/test-smtp-server.ts';
import { startReceiver } from '../helpers/webhook-receiver.ts';
import { lettersOf, runJourney, type Acknowledged, type MixContext } from './soak-mix.ts';
import { startSoakPrometheus, type AlertEvaluation } from './soak-prometheus.ts';

const METRICS_TOKEN = 'soak-metrics-token-0123456789-abcdefghijkl';
/** How often each process's /metrics is read (memory, event-loop lag, circuit, queue) and the alerts polled. */
const SCRAPE_EVERY_MS = 5_000;
/** A run up to this long injects each fault once; a longer one repeats the schedule. */
const ONE_CYCLE_UP_TO_MS = 10 * 60_000;
/** The schedule's length in a long run: an hour sees every fault three times. */
const LONG_CYCLE_MS = 20 * 60_000;
/** After the traffic: how long retried webhooks and a closing circuit are waited for. */
const DRAIN_MS = 5 * 60_000;
/** How much slower the agency answers in its slow fault: under the 3 s time-out, above the p99 objective. */
const AGENCY_SLOW_MS = 2000;
/** Quotations sent at once to a process while its agency fails, until its circuit opens. */
const FAILING_BURST = 4;
/** The partner whose key and webhook endpoint the soak's partner calls use. */
const SOAK_PARTNER = 'CLRS';
/** How long a visitor waits after a failed journey before the next. */
const VISITOR_PAUSE_AFTER_ERROR_MS = 1_000;
/**
 * A process's memory is compared from this age on (or a sixth of a shorter run): warm-up is not growth.
 * On a run of several fault cycles, from one whole cycle on: the hour on PostgreSQL showed every
 * process climbing to its plateau through its first agency slow-down and failure (requests in flight
 * pile up), reached at 12 minutes, then flat (296 → 310 MB over the next 48, by less each span).
 */
const WARM_AFTER_MS = 5 * 60_000;
/**
 * Memory is compared as the median of the readings over this span once warm and over the last such
 * span (a tenth of a shorter run): one reading swings by a third with the collector's timing.
 */
const MEMORY_SPAN_MS = 10 * 60_000;
/** After a fault ends, latency counts as quiet again only after this long (restarts and retries settle). */
const FAULT_SETTLE_MS = 30_000;

/**
 * `postgres`: two processes on a database of their own made on `url` (TEST_DATABASE_URL) and dropped
 * afterwards. `embedded`: `npm start`'s shape, one process on the embedded PostgreSQL in a temporary
 * DATA_DIR, removed afterwards.
 */
export type SoakDatabase = { kind: 'postgres'; url: string } | { kind: 'embedded' };

export interface SoakOptions {
  database: SoakDatabase;
  durationMs: number;
  /**
   * Latency is reported per window. Unset: one fault cycle on a long run (every window then holds
   * the same faults, so the first and the last compare like with like), a sixth of a short one.
   */
  windowMs?: number;
  /** Visitors at once. */
  visitors: number;
  /** The processes' ports, one per process (kept: a restarted one comes back on its own). */
  ports: readonly number[];
  progress?: (line: string) => void;
}

interface Figures {
  rssBytes: number;
  /** The JavaScript heap in use: growth here, not only in RSS, is a leak in the server's own objects. */
  heapUsedBytes: number;
  lagP99Seconds: number;
  /** The length of /metrics: a label set that grows with traffic (an id in a label) shows here. */
  metricsBytes: number;
}

/** One scrape's memory figures, for the medians. */
interface MemoryReading {
  atMs: number;
  rssBytes: number;
  heapUsedBytes: number;
}

interface ProcessFigures {
  slot: number;
  pid: number;
  startedAtMs: number;
  /** Every scrape's memory: growth is judged on medians, not on two single readings. */
  readings: MemoryReading[];
  start?: Figures;
  /** The first reading once the process is warm (WARM_AFTER_MS old): where growth is measured from. */
  warm?: Figures & { atMs: number };
  end?: Figures & { atMs: number };
}

/** One table's figures at one moment. */
export interface TableFigures {
  table: string;
  totalBytes: number;
  indexBytes: number;
  liveRows: number;
  deadRows: number;
}

/** The database's figures at one moment: its own tables, and the catalogue (pg_catalog's tables). */
export interface DatabaseFigures {
  atMs: number;
  tables: TableFigures[];
  catalogueBytes: number;
  /** pg_class's dead rows: what churning the catalogue (a table made or truncated per check) leaves. */
  catalogueDeadRows: number;
  /** The server's `autovacuum` setting: off, every table that is updated or deleted from grows. */
  autovacuum: string;
}

export type FaultKind =
  'receiver down' | 'process killed' | 'connections terminated' | 'agency slow' | 'agency failing';

/** Found afterwards: what was acknowledged, what of it is missing, what of it came more than once. */
export interface Reconciled {
  acknowledged: number;
  missing: number;
  duplicated: number;
}

export interface SoakReport {
  database: SoakDatabase['kind'];
  durationMs: number;
  windowMs: number;
  journeys: number;
  acknowledged: number;
  /** Acknowledged quotations not in the database afterwards, and those in it more than once. */
  missing: number;
  duplicated: number;
  /** Saved checks answered 202: the e-mail came once and its link still opens, ready, afterwards. */
  savedChecks: Reconciled;
  /**
   * Partner acceptances: each `agreement.accepted` reached the receiver (at least once). Delivery is
   * at-least-once, so "twice" is a webhook id the receiver took (answered 2xx) more than once: counted
   * and shown, deduplicated by the id as a partner must, never a loss.
   */
  webhooks: Reconciled & { deliveries: number };
  /** quickcheck_webhook_undelivered, as the processes reported it. */
  queue: { start: number; end: number; max: number };
  /** route → window → latencies in ms. */
  latencies: Map<string, Map<number, number[]>>;
  /** The same, of requests begun with no fault under way (nor in its last FAULT_SETTLE_MS) and every circuit closed: drift, not faults. */
  quietLatencies: Map<string, Map<number, number[]>>;
  /** How long each memory median spans. */
  memorySpanMs: number;
  processes: ProcessFigures[];
  /** Each process's circuit as the scrapes saw it change. */
  circuit: { atMs: number; slot: number; pid: number; state: string }[];
  /** The database at the end of the first window, and at the end. */
  tables: { first?: DatabaseFigures; end: DatabaseFigures };
  errors: Map<string, number>;
  /** What the processes logged at warn or above, by process and message (LOG_LEVEL=warn): how a finding is read afterwards. */
  serverWarnings: Map<string, number>;
  faults: { atMs: number; kind: FaultKind; fault: string }[];
  alerts: AlertEvaluation;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function scrapeProcess(url: string) {
  const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await response.text();
  const value = (series: string) =>
    Number(new RegExp(`^${series.replace(/[{}"]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1]);
  const circuit = ['open', 'half-open', 'closed'].find(
    (state) => value(`quickcheck_agency_circuit_state{state="${state}"}`) === 1,
  );
  return {
    rssBytes: value('process_resident_memory_bytes'),
    heapUsedBytes: value('nodejs_heap_size_used_bytes'),
    lagP99Seconds: value('nodejs_eventloop_lag_p99_seconds'),
    metricsBytes: text.length,
    circuit: circuit ?? 'closed',
    undelivered: value('quickcheck_webhook_undelivered'),
  };
}

/** Where the soak's processes keep their data, and how the soak reaches it as the tables' owner. */
interface SoakTarget {
  slots: number;
  /** What each process is started with to find its database. */
  env: Record<string, string>;
  /** A connection of its own each time: the embedded cluster's port changes when its process restarts. */
  withOwner<T>(work: (owner: Db) => Promise<T>): Promise<T>;
  /** Ends every connection the servers hold (they must open new ones). */
  terminateConnections(): Promise<void>;
  /** After the servers have stopped. */
  remove(): Promise<void>;
}

async function withDb<T>(url: string, work: (db: Db) => Promise<T>): Promise<T> {
  const db = createPgDb(url, { max: 1 });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

async function postgresTarget(url: string): Promise<SoakTarget> {
  const database = await freshDatabase(url);
  return {
    slots: 2,
    env: { DATABASE_URL: database.url },
    withOwner: (work) => withDb(database.migrationUrl, work),
    terminateConnections: () =>
      withDb(database.adminUrl, async (admin) => {
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where usename = $1', [
          database.appRole,
        ]);
      }),
    remove: () => database.drop(),
  };
}

/** `npm start`'s database: the embedded PostgreSQL the one process starts in DATA_DIR (its superuser serves it). */
async function embeddedTarget(): Promise<SoakTarget> {
  const dataDir = await mkdtemp(join(tmpdir(), 'soak-data-'));
  const withOwner = async <T>(work: (owner: Db) => Promise<T>) =>
    withDb(await runningEmbeddedPostgresUrl(join(dataDir, EMBEDDED_CLUSTER)), work);
  return {
    slots: 1,
    env: { DATA_DIR: dataDir },
    withOwner,
    terminateConnections: () =>
      withOwner(async (owner) => {
        await owner.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
            where usename = current_user and pid <> pg_backend_pid() and backend_type = 'client backend'`,
        );
      }),
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/**
 * Server processes behind the round-robin proxy (two on one fresh PostgreSQL, or `npm start`'s one
 * on the embedded database), visitors running the mix (soak-mix.ts: quotations for every persona
 * and brand, open banking, saved checks, partner calls with webhooks), and faults on a schedule
 * that repeats through a long run: the webhook receiver down, a process killed and restarted, the
 * database's connections terminated, the agency slow and then failing until the circuit opens.
 * Prometheus, when on PATH, evaluates the alert rules over the scraped series. Afterwards
 * everything acknowledged is looked for.
 */
export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const progress = options.progress ?? (() => undefined);
  const runId = randomBytes(4).toString('hex');
  const target =
    options.database.kind === 'postgres' ? await postgresTarget(options.database.url) : await embeddedTarget();
  const slots = Array.from({ length: target.slots }, (_, slot) => slot);
  const faultDir = await mkdtemp(join(tmpdir(), 'soak-agency-'));
  const faultFile = join(faultDir, 'fault');
  const smtp = await startTestSmtpServer();
  let receiver = await startReceiver();
  const receivers = [receiver];
  // Development (no origin configured, loopback only): the fault file and a loopback webhook receiver are allowed.
  const env = {
    ...target.env,
    METRICS_TOKEN,
    LOG_LEVEL: 'warn',
    SMTP_URL: smtp.url,
    SANDBOX_AGENCY_FAULT_FILE: faultFile,
  };
  const proxy = await startRoundRobinProxy();
  const portOf = (slot: number) => {
    const port = options.ports[slot];
    if (port === undefined)
      throw new Error(`The soak needs ${target.slots} ports, and was given ${options.ports.length}`);
    return port;
  };
  /** Every process started, the killed ones too: their logs are read at the end. */
  const spawned: ServerProcess[] = [];
  const spawnAt = (slot: number) => {
    const server = spawnServer({ ...env, PORT: String(portOf(slot)) });
    spawned.push(server);
    return server;
  };
  const servers: ServerProcess[] = slots.map(spawnAt);
  const cleanUp = async () => {
    await Promise.all(servers.map((server) => stopServer(server)));
    await proxy.close();
    await Promise.all(receivers.map((each) => each.close()));
    await smtp.close();
    await rm(faultDir, { recursive: true, force: true });
    await target.remove();
  };
  let partnerKey = '';
  const upstreams = await Promise.all(servers.map((server, slot) => answeringAt(server, portOf(slot))))
    .then(async (urls) => {
      // After the first start: the embedded database exists (and is migrated) only once its process has started.
      partnerKey = await target.withOwner(async (owner) => {
        const { key } = await createPartnerKey(owner, SOAK_PARTNER, { perMinute: 1_000_000, perDay: 100_000_000 });
        await setEndpoint(owner, createPiiProtector(TEST_KEYS.piiKey), SOAK_PARTNER, receiver.url);
        return key;
      });
      return urls;
    })
    .catch(async (error: unknown) => {
      await cleanUp();
      throw error;
    });
  proxy.setUpstreams(upstreams);
  const base = `http://127.0.0.1:${proxy.port}`;
  const started = Date.now();
  const processes: ProcessFigures[] = servers.map((server, slot) => ({
    slot,
    pid: server.pid,
    startedAtMs: 0,
    readings: [],
  }));
  const latencies = new Map<string, Map<number, number[]>>();
  const quietLatencies = new Map<string, Map<number, number[]>>();
  let faultsUnderWay = 0;
  let lastFaultEndedAt = 0;
  const errors = new Map<string, number>();
  const acknowledged: Acknowledged = { quotations: [], savedChecks: [], acceptedApplications: [] };
  const faults: SoakReport['faults'] = [];
  const circuit: SoakReport['circuit'] = [];
  const circuitNow = new Map<number, string>();
  const queue = { start: NaN, end: NaN, max: 0 };
  const deadline = started + options.durationMs;
  const cycles =
    options.durationMs <= ONE_CYCLE_UP_TO_MS ? 1 : Math.max(2, Math.floor(options.durationMs / LONG_CYCLE_MS));
  const cycleMs = options.durationMs / cycles;
  const windowMs = options.windowMs ?? (cycles > 1 ? cycleMs : options.durationMs / 6);
  const warmAfterMs = cycles > 1 ? cycleMs : Math.min(WARM_AFTER_MS, options.durationMs / 6);
  const memorySpanMs = Math.min(MEMORY_SPAN_MS, options.durationMs / 10);
  const prometheus = await startSoakPrometheus(upstreams, METRICS_TOKEN, started);
  let journeys = 0;

  const countError = (kind: string) => errors.set(kind, (errors.get(kind) ?? 0) + 1);
  const quietNow = () =>
    faultsUnderWay === 0 &&
    Date.now() - lastFaultEndedAt > FAULT_SETTLE_MS &&
    servers.every((server) => (circuitNow.get(server.pid) ?? 'closed') === 'closed');
  const record = (into: Map<string, Map<number, number[]>>, route: string, window: number, ms: number) => {
    const byWindow = into.get(route) ?? new Map<number, number[]>();
    into.set(route, byWindow);
    const values = byWindow.get(window) ?? [];
    values.push(ms);
    byWindow.set(window, values);
  };
  async function timed<T>(route: string, work: () => Promise<T>): Promise<T> {
    const begun = Date.now();
    const quiet = quietNow();
    try {
      return await work();
    } finally {
      const lastWindow = Math.ceil(options.durationMs / windowMs) - 1;
      const window = Math.min(lastWindow, Math.floor((begun - started) / windowMs));
      const ms = Date.now() - begun;
      record(latencies, route, window, ms);
      if (quiet) record(quietLatencies, route, window, ms);
    }
  }
  const context: MixContext = { base, smtp, partnerKey, runId, acknowledged, timed };

  async function visitor(id: number) {
    for (let n = id; Date.now() < deadline; n += options.visitors) {
      journeys += 1;
      await runJourney(context, n).catch(async (error: unknown) => {
        countError((error as Error).message);
        // A person meeting an error waits a moment before trying again (with no process up, at once is a busy loop).
        await sleep(VISITOR_PAUSE_AFTER_ERROR_MS);
      });
    }
  }

  /** Every process's figures now: memory and lag (kept as `when`, and once as warm), circuit changes, queue depth. */
  async function sample(when: 'start' | 'end') {
    await Promise.all(
      servers.map(async (server, slot) => {
        const figures = await scrapeProcess(upstreams[slot]!).catch(() => undefined);
        const record = processes.find((entry) => entry.pid === server.pid);
        if (!record || !figures) return;
        const atMs = Date.now() - started;
        const { rssBytes, heapUsedBytes, lagP99Seconds, metricsBytes } = figures;
        const reading = { rssBytes, heapUsedBytes, lagP99Seconds, metricsBytes };
        record.readings.push({ atMs, rssBytes, heapUsedBytes });
        if (when === 'start') record.start = reading;
        else record.end = { ...reading, atMs };
        if (!record.warm && atMs - record.startedAtMs >= warmAfterMs) record.warm = { ...reading, atMs };
        if (circuitNow.get(server.pid) !== figures.circuit) {
          if (circuitNow.has(server.pid) || figures.circuit !== 'closed')
            circuit.push({ atMs, slot, pid: server.pid, state: figures.circuit });
          circuitNow.set(server.pid, figures.circuit);
        }
        if (Number.isFinite(figures.undelivered)) {
          if (Number.isNaN(queue.start)) queue.start = figures.undelivered;
          queue.end = figures.undelivered;
          queue.max = Math.max(queue.max, figures.undelivered);
        }
      }),
    );
  }
  const circuitsOpen = () => servers.filter((server) => circuitNow.get(server.pid) === 'open').length;

  /** An ordinary applicant's quotation straight to one process (the agency's calls it counts). */
  async function quotationAt(url: string, n: number) {
    const answers = ordinaryAnswers({ 'first-name': lettersOf(n) });
    const form = await fetchForm(url);
    const response = await timed('POST /api/quotation', () =>
      postJson(url, '/api/quotation', submissionFor(form, answers)),
    );
    if (response.status !== 200) throw new Error(`quotation: ${response.status}`);
    acknowledged.quotations.push(((await response.json()) as { quotationId: string }).quotationId);
  }
  let directQuotations = 1_000_000;
  const directQuotation = (slot: number) =>
    quotationAt(upstreams[slot]!, (directQuotations += 1)).catch((error: unknown) =>
      countError((error as Error).message),
    );

  const fault = (kind: FaultKind, text: string) => {
    faults.push({ atMs: Date.now() - started, kind, fault: text });
    progress(`fault at ${Math.round((Date.now() - started) / 1000)} s: ${text}`);
  };
  /** A fault from its start to its end: latency begun meanwhile (and just after) is not quiet. */
  async function underWay(work: () => Promise<void>) {
    faultsUnderWay += 1;
    try {
      await work();
    } finally {
      faultsUnderWay -= 1;
      lastFaultEndedAt = Date.now();
    }
  }

  async function receiverDown(forMs: number) {
    fault('receiver down', `the webhook receiver down for ${Math.round(forMs / 1000)} s`);
    const port = Number(receiver.url.port);
    await receiver.close();
    await sleep(forMs);
    receiver = await startReceiver([], port);
    receivers.push(receiver);
  }

  async function killAndRestart(slot: number) {
    fault('process killed', `process ${slot} killed (SIGKILL), restarted`);
    await sample('end');
    // The balancer's health check takes the dead process out until it is live again.
    proxy.setUpstreams(upstreams.filter((_, other) => other !== slot));
    await stopServer(servers[slot], 'SIGKILL');
    servers[slot] = spawnAt(slot);
    processes.push({ slot, pid: servers[slot].pid, startedAtMs: Date.now() - started, readings: [] });
    upstreams[slot] = await answeringAt(servers[slot], portOf(slot));
    proxy.setUpstreams(upstreams);
    await sample('start');
  }

  async function terminateConnections() {
    fault('connections terminated', "the servers' database connections terminated");
    await target.terminateConnections();
  }

  async function agencySlow(forMs: number) {
    fault('agency slow', `the agency sandbox ${AGENCY_SLOW_MS} ms slower for ${Math.round(forMs / 1000)} s`);
    await writeFile(faultFile, `slow ${AGENCY_SLOW_MS}`);
    await sleep(forMs);
    await writeFile(faultFile, '');
  }

  /** Failing until every process's circuit is open (real applicants' calls sent to each), held at least `holdMs`. */
  async function agencyFailing(holdMs: number, giveUpMs: number) {
    fault('agency failing', 'the agency sandbox failing every call, until each circuit opens');
    const begun = Date.now();
    await writeFile(faultFile, 'fail');
    while (circuitsOpen() < servers.length && Date.now() - begun < giveUpMs) {
      await Promise.all(
        servers.flatMap((server, slot) =>
          circuitNow.get(server.pid) === 'open'
            ? []
            : Array.from({ length: FAILING_BURST }, () => directQuotation(slot)),
        ),
      );
      await sample('end');
    }
    await sleep(begun + holdMs - Date.now());
    await writeFile(faultFile, '');
    progress(`agency answering again; circuits open: ${circuitsOpen()} of ${servers.length}`);
  }

  /**
   * Which process a cycle kills, if any. Two processes: always the first, so the second lives the
   * whole run and shows its memory over all of it. One (embedded): every cycle but the last of a
   * run of three or more (at least twice), so the process that ends the run has lived a cycle and more.
   */
  const killedIn = (cycle: number): number | undefined =>
    target.slots > 1 || cycles < 3 || cycle < cycles - 1 ? 0 : undefined;
  async function faultSchedule() {
    for (let cycle = 0; cycle < cycles; cycle += 1) {
      const at = (fraction: number) => sleep(started + (cycle + fraction) * cycleMs - Date.now());
      const lasting = Math.max(2_000, cycleMs / 10);
      await at(0.05);
      await underWay(() => receiverDown(lasting));
      await at(0.2);
      const slot = killedIn(cycle);
      if (slot !== undefined) await underWay(() => killAndRestart(slot));
      await at(0.45);
      await underWay(() => terminateConnections());
      await at(0.55);
      await underWay(() => agencySlow(lasting));
      await at(0.7);
      await underWay(() => agencyFailing(lasting, Math.max(20_000, cycleMs / 5)));
    }
  }

  const webhooksDelivered = () => {
    const ids = new Set(
      receivers.flatMap((each) =>
        each.received.map(
          (delivery) => (JSON.parse(delivery.body) as { data: { applicationId: string } }).data.applicationId,
        ),
      ),
    );
    return acknowledged.acceptedApplications.filter((id) => ids.has(id)).length;
  };

  /** After the traffic: retried webhooks arrive and every circuit closes (a real applicant's call is its trial). */
  async function drain() {
    const giveUp = Date.now() + DRAIN_MS;
    for (;;) {
      await sample('end');
      await prometheus.poll();
      const closing = servers.flatMap((server, slot) => (circuitNow.get(server.pid) === 'closed' ? [] : [slot]));
      const settled =
        closing.length === 0 && queue.end === 0 && webhooksDelivered() === acknowledged.acceptedApplications.length;
      if (settled || Date.now() > giveUp) return;
      await Promise.all(closing.map((slot) => directQuotation(slot)));
      await sleep(2_000);
    }
  }

  const databaseNow = () => target.withOwner((owner) => databaseFigures(owner, Date.now() - started));
  let firstWindowTables: DatabaseFigures | undefined;
  const firstWindowEnd = setTimeout(
    () =>
      void databaseNow().then(
        (figures) => (firstWindowTables = figures),
        () => countError('database figures at the end of the first window: not read'),
      ),
    windowMs,
  );
  try {
    await sample('start');
    const sampler = setInterval(() => void sample('end').then(() => prometheus.poll()), SCRAPE_EVERY_MS);
    await Promise.all([faultSchedule(), ...Array.from({ length: options.visitors }, (_, id) => visitor(id))]);
    progress('traffic over: waiting for retried webhooks and closing circuits');
    await drain();
    clearInterval(sampler);
    await sample('end');
    const alerts = await prometheus.stop();
    return {
      database: options.database.kind,
      durationMs: Date.now() - started,
      windowMs,
      journeys,
      ...(await target.withOwner((owner) => reconcileQuotations(owner, acknowledged.quotations))),
      savedChecks: await reconcileSavedChecks(base, smtp, acknowledged.savedChecks),
      webhooks: reconcileWebhooks(
        acknowledged.acceptedApplications,
        receivers.flatMap((each) => each.received),
      ),
      queue,
      latencies,
      quietLatencies,
      memorySpanMs,
      processes,
      circuit,
      tables: { first: firstWindowTables, end: await databaseNow() },
      errors,
      serverWarnings: warningsOf(spawned),
      faults,
      alerts,
    };
  } finally {
    clearTimeout(firstWindowEnd);
    await prometheus.stop();
    await cleanUp();
  }
}

/** pino's warn level: what the processes log at it or above is counted. */
const WARN_LEVEL = 40;

/** One log line as pino wrote it; undefined for anything else (a line cut short by SIGKILL among them). */
function parsedLogLine(line: string): { level?: number; msg?: string } | undefined {
  try {
    return line.startsWith('{') ? (JSON.parse(line) as { level?: number; msg?: string }) : undefined;
  } catch {
    return undefined;
  }
}

/** Each process's warn-or-worse log lines, counted by process and message (the log holds no personal data). */
function warningsOf(processes: readonly ServerProcess[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const server of processes)
    for (const line of server.logOutput().split('\n')) {
      const entry = parsedLogLine(line);
      if (!entry || (entry.level ?? 0) < WARN_LEVEL) continue;
      const key = `pid ${server.pid}: ${String(entry.msg).slice(0, 100)}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  return counts;
}

async function reconcileQuotations(owner: Db, acknowledged: string[]) {
  const { rows } = await owner.query<{ id: string; n: string }>(
    'select id::text as id, count(*)::text as n from quotations where id = any($1::uuid[]) group by id',
    [acknowledged],
  );
  const found = new Map(rows.map((row) => [row.id, Number(row.n)]));
  return {
    acknowledged: acknowledged.length,
    missing: acknowledged.filter((id) => !found.has(id)).length,
    duplicated:
      new Set(acknowledged).size !== acknowledged.length ? 1 : [...found.values()].filter((n) => n > 1).length,
  };
}

/** Each acknowledged save: one message to its address, and its link still opens ready (unused, unexpired). */
async function reconcileSavedChecks(
  base: string,
  smtp: Awaited<ReturnType<typeof startTestSmtpServer>>,
  saved: Acknowledged['savedChecks'],
): Promise<Reconciled> {
  const messagesTo = new Map<string, number>();
  for (const message of smtp.messages)
    for (const to of [message.to].flat().flatMap((entry) => entry?.value ?? []))
      messagesTo.set(String(to.address).toLowerCase(), (messagesTo.get(String(to.address).toLowerCase()) ?? 0) + 1);
  let missing = 0;
  for (const { email, link } of saved) {
    const opened = link ? await fetch(`${base}/continue${link.search}`).catch(() => undefined) : undefined;
    await opened?.body?.cancel();
    if (!messagesTo.get(email) || opened?.status !== 200) missing += 1;
  }
  return {
    acknowledged: saved.length,
    missing,
    duplicated: saved.filter(({ email }) => (messagesTo.get(email) ?? 0) > 1).length,
  };
}

function reconcileWebhooks(
  accepted: string[],
  received: { headers: Record<string, string | string[] | undefined>; body: string }[],
): SoakReport['webhooks'] {
  const timesById = new Map<string, number>();
  const applications = new Set<string>();
  for (const delivery of received) {
    const id = String(delivery.headers['webhook-id']);
    timesById.set(id, (timesById.get(id) ?? 0) + 1);
    const { type, data } = JSON.parse(delivery.body) as { type: string; data: { applicationId: string } };
    if (type === 'agreement.accepted') applications.add(data.applicationId);
  }
  return {
    acknowledged: accepted.length,
    missing: accepted.filter((id) => !applications.has(id)).length,
    duplicated: [...timesById.values()].filter((times) => times > 1).length,
    deliveries: received.length,
  };
}

/** Every table of the service's (its schemas, pg-boss's among them) and the catalogue, now. */
async function databaseFigures(owner: Db, atMs: number): Promise<DatabaseFigures> {
  const tables = await owner.query<{ table: string; total: string; indexes: string; live: string; dead: string }>(
    `select schemaname || '.' || relname as table, pg_total_relation_size(relid)::text as total,
            pg_indexes_size(relid)::text as indexes, n_live_tup::text as live, n_dead_tup::text as dead
       from pg_stat_user_tables order by pg_total_relation_size(relid) desc`,
  );
  const catalogue = await owner.query<{ bytes: string; dead: string; autovacuum: string }>(
    `select current_setting('autovacuum') as autovacuum, (select sum(pg_total_relation_size(c.oid)) from pg_class c
              where c.relnamespace = 'pg_catalog'::regnamespace and c.relkind = 'r')::text as bytes,
            (select n_dead_tup from pg_stat_sys_tables where relid = 'pg_catalog.pg_class'::regclass)::text as dead`,
  );
  return {
    atMs,
    tables: tables.rows.map((row) => ({
      table: row.table,
      totalBytes: Number(row.total),
      indexBytes: Number(row.indexes),
      liveRows: Number(row.live),
      deadRows: Number(row.dead),
    })),
    catalogueBytes: Number(catalogue.rows[0]?.bytes),
    catalogueDeadRows: Number(catalogue.rows[0]?.dead),
    autovacuum: catalogue.rows[0]?.autovacuum ?? '?',
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const megabytes = (bytes: number | undefined) => (bytes === undefined ? '–' : `${(bytes / 1_048_576).toFixed(1)} MB`);
const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} kB`;
const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

/** The route whose latency the issue's "flat" is judged by. */
export const JUDGED_ROUTE = 'POST /api/quotation';
/** Tables shown, the largest at the end first. */
const TABLES_SHOWN = 16;

const median = (values: number[]) => percentile(values, 50);

/** The judged route's p99 in the first and the last window, and their ratio. */
function p99FirstAndLast(latencies: SoakReport['latencies']) {
  const byWindow = latencies.get(JUDGED_ROUTE) ?? new Map<number, number[]>();
  const windows = [...byWindow.keys()].sort((a, b) => a - b);
  const p99Of = (window: number | undefined) =>
    window === undefined ? NaN : percentile(byWindow.get(window) ?? [], 99);
  const first = p99Of(windows[0]);
  const last = p99Of(windows.at(-1));
  return { first, last, ratio: last / first };
}

/**
 * Where the run's figures should be flat: the judged route's p99 last window ÷ first (all of it, and
 * quiet: no fault under way), and each process's memory — the median of its readings over a span once
 * warm against the median over its last span — for every process that lived both spans apart.
 */
export function flatness(report: SoakReport) {
  const span = report.memorySpanMs;
  return {
    p99: p99FirstAndLast(report.latencies),
    quietP99: p99FirstAndLast(report.quietLatencies),
    memory: report.processes.flatMap((entry) => {
      const warmAt = entry.warm?.atMs;
      const endAt = entry.end?.atMs;
      if (warmAt === undefined || endAt === undefined || endAt - span < warmAt + span) return [];
      const early = entry.readings.filter(({ atMs }) => atMs >= warmAt && atMs <= warmAt + span);
      const late = entry.readings.filter(({ atMs }) => atMs >= endAt - span);
      const growth = (pick: (reading: MemoryReading) => number) => median(late.map(pick)) / median(early.map(pick)) - 1;
      return [
        {
          slot: entry.slot,
          pid: entry.pid,
          earlyFromMs: warmAt,
          lateFromMs: endAt - span,
          rssEarly: median(early.map(({ rssBytes }) => rssBytes)),
          rssLate: median(late.map(({ rssBytes }) => rssBytes)),
          rssGrowth: growth(({ rssBytes }) => rssBytes),
          heapGrowth: growth(({ heapUsedBytes }) => heapUsedBytes),
        },
      ];
    }),
  };
}

const memoryAt = (figures: Figures | undefined) =>
  figures ? `${megabytes(figures.rssBytes)} (${megabytes(figures.heapUsedBytes)})` : '–';
const percent = (fraction: number) => `${(fraction * 100).toFixed(1)} %`;
const tableAt = (table: TableFigures | undefined) =>
  table ? `${kilobytes(table.totalBytes)} (${table.liveRows} live, ${table.deadRows} dead)` : '–';

/** The soak's one table, as printed by `npm run soak`. */
export function soakTable(report: SoakReport, loadAverage: readonly number[]): string {
  const flat = flatness(report);
  const { first, end } = report.tables;
  const lines = [
    `soak (${report.database === 'postgres' ? 'two processes on PostgreSQL' : 'one process on the embedded PostgreSQL'}): ${seconds(report.durationMs)}, windows of ${seconds(report.windowMs)}, ${report.journeys} journeys; the database's autovacuum ${end.autovacuum}; load average ${loadAverage.map((n) => n.toFixed(2)).join(' ')}`,
    '| figure | value |',
    '| --- | --- |',
    `| quotations acknowledged; not found afterwards; found more than once | ${report.acknowledged}; ${report.missing}; ${report.duplicated} |`,
    `| saved checks acknowledged (202); no e-mail or link not ready afterwards; e-mailed more than once | ${report.savedChecks.acknowledged}; ${report.savedChecks.missing}; ${report.savedChecks.duplicated} |`,
    `| partner acceptances; webhook never delivered; webhook ids delivered more than once (at-least-once: deduplicated by id) | ${report.webhooks.acknowledged}; ${report.webhooks.missing}; ${report.webhooks.duplicated} (${report.webhooks.deliveries} deliveries) |`,
    `| webhook queue (quickcheck_webhook_undelivered): start, end, max | ${report.queue.start}, ${report.queue.end}, ${report.queue.max} |`,
  ];
  for (const [route, byWindow] of report.latencies)
    for (const [window, values] of [...byWindow].sort(([a], [b]) => a - b))
      lines.push(
        `| ${route}, window ${window + 1}: n, p50, p99 | ${values.length}, ${percentile(values, 50)} ms, ${percentile(values, 99)} ms |`,
      );
  lines.push(
    `| ${JUDGED_ROUTE} p99: last window ÷ first | ${flat.p99.last} ms ÷ ${flat.p99.first} ms = ${flat.p99.ratio.toFixed(2)} |`,
  );
  for (const [window, values] of [...(report.quietLatencies.get(JUDGED_ROUTE) ?? new Map<number, number[]>())].sort(
    ([a], [b]) => a - b,
  ))
    lines.push(
      `| ${JUDGED_ROUTE}, quiet (no fault under way), window ${window + 1}: n, p50, p99 | ${values.length}, ${percentile(values, 50)} ms, ${percentile(values, 99)} ms |`,
    );
  lines.push(
    `| ${JUDGED_ROUTE} p99, quiet: last window ÷ first | ${flat.quietP99.last} ms ÷ ${flat.quietP99.first} ms = ${flat.quietP99.ratio.toFixed(2)} |`,
  );
  for (const entry of report.processes)
    lines.push(
      `| process ${entry.slot} (pid ${entry.pid}, from ${seconds(entry.startedAtMs)}): RSS (heap used) start → warm → end; event-loop lag p99 start → end; /metrics length warm → end | ${memoryAt(entry.start)} → ${entry.warm ? `${memoryAt(entry.warm)} at ${seconds(entry.warm.atMs)}` : '–'} → ${entry.end ? `${memoryAt(entry.end)} at ${seconds(entry.end.atMs)}` : '–'}; ${((entry.start?.lagP99Seconds ?? NaN) * 1000).toFixed(1)} → ${((entry.end?.lagP99Seconds ?? NaN) * 1000).toFixed(1)} ms; ${kilobytes(entry.warm?.metricsBytes ?? NaN)} → ${kilobytes(entry.end?.metricsBytes ?? NaN)} |`,
    );
  // Each process's memory span by span: a plateau reached late (warm-up) reads apart from a steady climb (a leak).
  for (const entry of report.processes) {
    const spans = new Map<number, MemoryReading[]>();
    for (const reading of entry.readings) {
      const span = Math.floor(reading.atMs / report.memorySpanMs);
      spans.set(span, [...(spans.get(span) ?? []), reading]);
    }
    const medians = [...spans]
      .sort(([a], [b]) => a - b)
      .map(
        ([span, readings]) =>
          `${seconds(span * report.memorySpanMs)}: ${megabytes(median(readings.map(({ rssBytes }) => rssBytes)))} (${megabytes(median(readings.map(({ heapUsedBytes }) => heapUsedBytes)))})`,
      );
    lines.push(
      `| process ${entry.slot} (pid ${entry.pid}): RSS (heap in use) median, span by span | ${medians.join('; ')} |`,
    );
  }
  for (const entry of flat.memory)
    lines.push(
      `| process ${entry.slot} (pid ${entry.pid}): RSS median over ${seconds(report.memorySpanMs)} from ${seconds(entry.earlyFromMs)} → from ${seconds(entry.lateFromMs)}; growth (heap in use's) | ${megabytes(entry.rssEarly)} → ${megabytes(entry.rssLate)}; ${percent(entry.rssGrowth)} (${percent(entry.heapGrowth)}) |`,
    );
  lines.push(
    `| catalogue (pg_catalog's tables): size; pg_class dead rows — end of window 1 → end | ${first ? `${kilobytes(first.catalogueBytes)}; ${first.catalogueDeadRows}` : '–'} → ${kilobytes(end.catalogueBytes)}; ${end.catalogueDeadRows} |`,
  );
  for (const table of end.tables.slice(0, TABLES_SHOWN))
    lines.push(
      `| table ${table.table}: end of window 1 → end | ${tableAt(first?.tables.find((each) => each.table === table.table))} → ${tableAt(table)} |`,
    );
  for (const [kind, count] of report.errors) lines.push(`| errors: ${kind} | ${count} |`);
  for (const [warning, count] of report.serverWarnings) lines.push(`| logged: ${warning} | ${count} |`);
  // Faults, circuit changes and alerts on one time line: which alert went with which fault.
  const timeline = [
    ...report.faults.map((fault) => ({ atMs: fault.atMs, line: `| ${seconds(fault.atMs)}: fault | ${fault.fault} |` })),
    ...report.circuit.map((change) => ({
      atMs: change.atMs,
      line: `| ${seconds(change.atMs)}: circuit | process ${change.slot} (pid ${change.pid}) ${change.state} |`,
    })),
    ...(report.alerts.evaluated
      ? report.alerts.alerts.map((alert) => ({
          atMs: alert.pendingAtMs,
          line: `| ${seconds(alert.pendingAtMs)}: alert ${alert.alert}${alert.labels ? ` (${alert.labels})` : ''} | pending${alert.firingAtMs === undefined ? ', never fired' : `, firing at ${seconds(alert.firingAtMs)}`}; last seen ${seconds(alert.lastSeenAtMs)} |`,
        }))
      : []),
  ].sort((a, b) => a.atMs - b.atMs);
  lines.push(...timeline.map((entry) => entry.line));
  if (!report.alerts.evaluated) lines.push(`| alerts | ${report.alerts.why} |`);
  else if (report.alerts.alerts.length === 0) lines.push('| alerts | none pending or firing |');
  return lines.join('\n');
}
