import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { freePort } from '../helpers/free-port.ts';

/** The rules an operator loads (decision 071), evaluated as they are: by Prometheus itself. */
const ALERT_RULES = fileURLToPath(new URL('../../../../deploy/prometheus/quickcheck-alerts.yml', import.meta.url));
/** The scrape and evaluation interval: the soak's faults last seconds to minutes. */
const INTERVAL = '5s';

/** One alert (by name and labels) as the soak saw it: when it went pending, when it fired, when last seen. */
export interface AlertSighting {
  alert: string;
  labels: string;
  pendingAtMs: number;
  firingAtMs?: number;
  lastSeenAtMs: number;
}

export type AlertEvaluation = { evaluated: true; alerts: AlertSighting[] } | { evaluated: false; why: string };

export interface SoakPrometheus {
  /** Reads Prometheus's active alerts now (the soak calls it every few seconds). */
  poll(): Promise<void>;
  stop(): Promise<AlertEvaluation>;
}

interface ActiveAlert {
  labels: Record<string, string>;
  state: 'pending' | 'firing' | 'inactive';
  activeAt: string;
}

/** Is a `prometheus` binary on PATH? (Debian: `apt-get install prometheus`.) */
function prometheusOnPath(): boolean {
  return spawnSync('prometheus', ['--version'], { stdio: 'ignore' }).error === undefined;
}

/**
 * A real Prometheus as the soak's child (decision 091): scraping every server process's /metrics
 * with the metrics token, the alert rules loaded, its data in a temporary directory. Without a
 * `prometheus` on PATH the soak goes on and its report says the alerts were not evaluated.
 */
export async function startSoakPrometheus(
  targets: readonly string[],
  metricsToken: string,
  started: number,
): Promise<SoakPrometheus> {
  if (!prometheusOnPath()) {
    const why = 'no prometheus on PATH (apt-get install prometheus): the alert rules were not evaluated';
    return { poll: async () => undefined, stop: async () => ({ evaluated: false, why }) };
  }
  const dir = await mkdtemp(join(tmpdir(), 'soak-prometheus-'));
  const config = join(dir, 'prometheus.yml');
  await writeFile(
    config,
    stringify({
      global: { scrape_interval: INTERVAL, evaluation_interval: INTERVAL },
      rule_files: [ALERT_RULES],
      scrape_configs: [
        {
          job_name: 'quickcheck',
          authorization: { type: 'Bearer', credentials: metricsToken },
          static_configs: [{ targets: targets.map((url) => new URL(url).host) }],
        },
      ],
    }),
  );
  const port = await freePort();
  const child: ChildProcess = spawn(
    'prometheus',
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=error',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const api = `http://127.0.0.1:${port}`;
  const sightings = new Map<string, AlertSighting>();
  const remove = async () => {
    child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };

  const giveUp = Date.now() + 60_000;
  while (
    !(await fetch(`${api}/-/ready`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (Date.now() > giveUp || child.exitCode !== null) {
      await remove();
      const why = 'prometheus did not become ready in 60 s: the alert rules were not evaluated';
      return { poll: async () => undefined, stop: async () => ({ evaluated: false, why }) };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  async function poll() {
    const answer = await fetch(`${api}/api/v1/alerts`).catch(() => undefined);
    if (!answer?.ok) return;
    const { data } = (await answer.json()) as { data: { alerts: ActiveAlert[] } };
    const now = Date.now() - started;
    for (const { labels, state, activeAt } of data.alerts) {
      const { alertname = '?', severity: _severity, ...rest } = labels;
      const shown = Object.entries(rest)
        .map(([key, value]) => `${key}=${value}`)
        .join(', ');
      // A new sighting each time the alert becomes active again (its activeAt changes).
      const key = `${alertname}|${shown}|${activeAt}`;
      const sighting = sightings.get(key) ?? {
        alert: alertname,
        labels: shown,
        pendingAtMs: Math.max(0, Date.parse(activeAt) - started),
        lastSeenAtMs: now,
      };
      sighting.lastSeenAtMs = now;
      if (state === 'firing') sighting.firingAtMs ??= now;
      sightings.set(key, sighting);
    }
  }

  let stopped: Promise<AlertEvaluation> | undefined;
  return {
    poll,
    // Once: the soak stops it when the run is over, and again (a no-op) on its way out after a failure.
    stop: () =>
      (stopped ??= poll()
        .then(remove)
        .then(() => ({
          evaluated: true,
          alerts: [...sightings.values()].sort((a, b) => a.pendingAtMs - b.pendingAtMs),
        }))),
  };
}
