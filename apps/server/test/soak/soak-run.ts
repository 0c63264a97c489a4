import { BRAND_IDS, CONSUMER_NAMES } from '@quickcheck/brands';
import { resultResponseSchema } from '@quickcheck/contracts';
import { createPgDb } from '../../src/db/pg-db.ts';
import { completeStages, fetchForm, ordinaryAnswers, postJson, submissionFor } from '../helpers/applicant.ts';
import { freshDatabase } from '../helpers/postgres-database.ts';
import { startRoundRobinProxy } from '../helpers/round-robin-proxy.ts';
import { answeringAt, spawnServer, stopServer, type ServerProcess } from '../helpers/server-process.ts';

/** docs/product/contract.md#sandbox's sandbox personas, by last name; anyone else on income 30000 is matched. */
const PERSONAS = ['Ordinary', 'Mismatch', 'Decline', 'Refer', 'Applied', 'Error'] as const;
const METRICS_TOKEN = 'soak-metrics-token-0123456789-abcdefghijkl';
/** How often each process's /metrics is read (memory, event-loop lag). */
const SCRAPE_EVERY_MS = 5_000;

export interface SoakOptions {
  /** TEST_DATABASE_URL: a database of its own is made on it and dropped afterwards. */
  databaseUrl: string;
  durationMs: number;
  /** Latency is reported per window: an hour on a long run, less on a short one. */
  windowMs: number;
  /** Visitors at once. */
  visitors: number;
  /** The two processes' ports (kept: a restarted one comes back on its own). */
  ports: readonly [number, number];
  progress?: (line: string) => void;
}

interface ProcessFigures {
  slot: number;
  pid: number;
  start?: { rssBytes: number; lagP99Seconds: number };
  end?: { rssBytes: number; lagP99Seconds: number };
}

export interface SoakReport {
  durationMs: number;
  journeys: number;
  acknowledged: number;
  /** Acknowledged quotations not in the database afterwards, and those in it more than once. */
  missing: number;
  duplicated: number;
  /** route → window → latencies in ms. */
  latencies: Map<string, Map<number, number[]>>;
  processes: ProcessFigures[];
  tables: { table: string; totalBytes: number; indexBytes: number; deadRows: number }[];
  errors: Map<string, number>;
  faults: { atMs: number; fault: string }[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function scrapeProcess(url: string) {
  const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await response.text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
  return { rssBytes: value('process_resident_memory_bytes'), lagP99Seconds: value('nodejs_eventloop_lag_p99_seconds') };
}

/**
 * Two server processes on one fresh PostgreSQL behind the round-robin proxy, visitors running
 * whole journeys (form, every stage, quotation) for every persona and brand, and faults on a
 * schedule: a process killed and restarted, the database's connections terminated.
 */
export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const progress = options.progress ?? (() => undefined);
  const database = await freshDatabase(options.databaseUrl);
  const env = {
    DATABASE_URL: database.url,
    PUBLIC_ORIGIN: 'http://quickcheck.example.co.uk',
    METRICS_TOKEN,
    LOG_LEVEL: 'warn',
  };
  const proxy = await startRoundRobinProxy();
  const spawnAt = (slot: number) => spawnServer({ ...env, PORT: String(options.ports[slot]) });
  const servers: ServerProcess[] = [spawnAt(0), spawnAt(1)];
  const upstreams = await Promise.all(servers.map((server, slot) => answeringAt(server, options.ports[slot]!))).catch(
    async (error: unknown) => {
      await Promise.all(servers.map((server) => stopServer(server)));
      await proxy.close();
      await database.drop();
      throw error;
    },
  );
  proxy.setUpstreams(upstreams);
  const base = `http://127.0.0.1:${proxy.port}`;
  const processes: ProcessFigures[] = servers.map((server, slot) => ({ slot, pid: server.pid }));
  const latencies = new Map<string, Map<number, number[]>>();
  const errors = new Map<string, number>();
  const acknowledged: string[] = [];
  const faults: SoakReport['faults'] = [];
  const started = Date.now();
  const deadline = started + options.durationMs;
  let journeys = 0;

  const countError = (kind: string) => errors.set(kind, (errors.get(kind) ?? 0) + 1);
  async function timed<T>(route: string, work: () => Promise<T>): Promise<T> {
    const begun = Date.now();
    try {
      return await work();
    } finally {
      const lastWindow = Math.ceil(options.durationMs / options.windowMs) - 1;
      const window = Math.min(lastWindow, Math.floor((begun - started) / options.windowMs));
      const byWindow = latencies.get(route) ?? new Map<number, number[]>();
      latencies.set(route, byWindow);
      byWindow.set(window, [...(byWindow.get(window) ?? []), Date.now() - begun]);
    }
  }

  async function journey(n: number) {
    const brand = BRAND_IDS[n % BRAND_IDS.length]!;
    const persona = PERSONAS[Math.floor(n / BRAND_IDS.length) % PERSONAS.length]!;
    const answers = ordinaryAnswers({
      'first-name': `Soak${String.fromCharCode(97 + (n % 26))}`,
      'last-name': persona,
    });
    const form = await timed('GET /api/form', () => fetchForm(base, `consumerName=${CONSUMER_NAMES[brand]}`));
    await timed('POST /api/stage (all)', () => completeStages(base, form, answers));
    const response = await timed('POST /api/quotation', () =>
      postJson(base, '/api/quotation', submissionFor(form, answers)),
    );
    if (response.status !== 200) throw new Error(`quotation ${response.status}`);
    acknowledged.push(resultResponseSchema.parse(await response.json()).quotationId);
  }

  async function visitor(id: number) {
    for (let n = id; Date.now() < deadline; n += options.visitors) {
      journeys += 1;
      await journey(n).catch((error: unknown) =>
        countError((error as Error).message.replace(/\d{3}.*$/s, (m) => m.slice(0, 3))),
      );
    }
  }

  async function sample(when: 'start' | 'end') {
    await Promise.all(
      servers.map(async (server, slot) => {
        const figures = await scrapeProcess(upstreams[slot]!).catch(() => undefined);
        const record = processes.find((entry) => entry.pid === server.pid);
        if (record && figures) record[when] = figures;
      }),
    );
  }

  async function faultSchedule() {
    const at = (fraction: number) => sleep(Math.max(0, started + options.durationMs * fraction - Date.now()));
    await at(1 / 3);
    faults.push({ atMs: Date.now() - started, fault: 'process 0 killed (SIGKILL), restarted' });
    progress('fault: killing process 0');
    await sample('end');
    // The balancer's health check takes the dead process out until it is live again.
    proxy.setUpstreams([upstreams[1]!]);
    await stopServer(servers[0], 'SIGKILL');
    servers[0] = spawnAt(0);
    upstreams[0] = await answeringAt(servers[0], options.ports[0]);
    proxy.setUpstreams(upstreams);
    processes.push({ slot: 0, pid: servers[0].pid });
    await sample('start');
    await at(2 / 3);
    faults.push({ atMs: Date.now() - started, fault: "the app role's database connections terminated" });
    progress('fault: terminating database connections');
    const admin = createPgDb(database.adminUrl, { max: 1 });
    try {
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where usename = $1', [
        database.appRole,
      ]);
    } finally {
      await admin.close();
    }
  }

  try {
    await sample('start');
    const sampler = setInterval(() => void sample('end'), SCRAPE_EVERY_MS);
    await Promise.all([faultSchedule(), ...Array.from({ length: options.visitors }, (_, id) => visitor(id))]);
    clearInterval(sampler);
    await sample('end');

    const owner = createPgDb(database.migrationUrl, { max: 1 });
    try {
      const { rows } = await owner.query<{ id: string; n: string }>(
        'select id::text as id, count(*)::text as n from quotations where id = any($1::uuid[]) group by id',
        [acknowledged],
      );
      const found = new Map(rows.map((row) => [row.id, Number(row.n)]));
      const tables = await owner.query<{ table: string; total: string; indexes: string; dead: string }>(
        `select relname as table, pg_total_relation_size(relid)::text as total,
                pg_indexes_size(relid)::text as indexes, n_dead_tup::text as dead
           from pg_stat_user_tables order by pg_total_relation_size(relid) desc limit 12`,
      );
      return {
        durationMs: Date.now() - started,
        journeys,
        acknowledged: acknowledged.length,
        missing: acknowledged.filter((id) => !found.has(id)).length,
        duplicated:
          new Set(acknowledged).size !== acknowledged.length ? 1 : [...found.values()].filter((n) => n > 1).length,
        latencies,
        processes,
        tables: tables.rows.map((row) => ({
          table: row.table,
          totalBytes: Number(row.total),
          indexBytes: Number(row.indexes),
          deadRows: Number(row.dead),
        })),
        errors,
        faults,
      };
    } finally {
      await owner.close();
    }
  } finally {
    await Promise.all(servers.map((server) => stopServer(server)));
    await proxy.close();
    await database.drop();
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const megabytes = (bytes: number | undefined) => (bytes === undefined ? '–' : `${(bytes / 1_048_576).toFixed(1)} MB`);
const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} kB`;

/** The soak's one table, as printed by `npm run soak`. */
export function soakTable(report: SoakReport, loadAverage: readonly number[]): string {
  const lines = [
    `soak: ${Math.round(report.durationMs / 1000)} s, ${report.journeys} journeys; load average ${loadAverage.map((n) => n.toFixed(2)).join(' ')}`,
    '| figure | value |',
    '| --- | --- |',
    `| quotations acknowledged | ${report.acknowledged} |`,
    `| acknowledged, not found afterwards | ${report.missing} |`,
    `| acknowledged, found more than once | ${report.duplicated} |`,
  ];
  for (const [route, byWindow] of report.latencies)
    for (const [window, values] of [...byWindow].sort(([a], [b]) => a - b))
      lines.push(
        `| ${route}, window ${window + 1}: n, p50, p99 | ${values.length}, ${percentile(values, 50)} ms, ${percentile(values, 99)} ms |`,
      );
  for (const entry of report.processes)
    lines.push(
      `| process ${entry.slot} (pid ${entry.pid}): RSS start → end; event-loop lag p99 start → end | ${megabytes(entry.start?.rssBytes)} → ${megabytes(entry.end?.rssBytes)}; ${((entry.start?.lagP99Seconds ?? NaN) * 1000).toFixed(1)} → ${((entry.end?.lagP99Seconds ?? NaN) * 1000).toFixed(1)} ms |`,
    );
  for (const table of report.tables)
    lines.push(
      `| table ${table.table}: total, indexes, dead rows | ${kilobytes(table.totalBytes)}, ${kilobytes(table.indexBytes)}, ${table.deadRows} |`,
    );
  for (const [kind, count] of report.errors) lines.push(`| errors: ${kind} | ${count} |`);
  for (const fault of report.faults) lines.push(`| fault at ${Math.round(fault.atMs / 1000)} s | ${fault.fault} |`);
  return lines.join('\n');
}
