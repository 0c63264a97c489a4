// What tracing costs when it is off, measured: POST /api/quotation on four servers started side
// by side, in many short rounds that run them back to back. Each round's ratio compares runs
// seconds apart, so a shared machine's drift (other processes come and go) falls on both sides;
// the report gives the median of the rounds' ratios and their spread. Besides throughput it gives
// the server's own CPU time per request (Linux /proc), which other processes on the machine
// disturb far less than wall-clock throughput.
//   untraced — the same bundle built with lib/untraced-tracing.mjs in place of the tracing module
//              (no tracing code at all);
//   off      — the real bundle, OTEL_EXPORTER_OTLP_ENDPOINT unset (what every deployment without a
//              collector runs);
//   off-again — a second 'off' server: the ratio of two identical servers is what noise alone gives;
//   on       — the real bundle exporting every span over OTLP to a sink in this process, to show
//              the measurement can see a cost when there is one.
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { loadQuotation } from './load.mjs';
import { fetchTokenPool, preflightQuotation } from './quotation-setup.mjs';
import { startServer } from './server.mjs';
import { median, ratio } from './stats.mjs';
import { submissionSource } from './submission.mjs';

export const TRACING_COST_SETTINGS = {
  rounds: Number(process.env.BENCH_TRACING_ROUNDS ?? 6),
  durationSeconds: Number(process.env.BENCH_TRACING_DURATION ?? 3),
  warmupSeconds: 1,
  connections: Number(process.env.BENCH_CONNECTIONS ?? 16),
};

/** Beside dist/main.js (git-ignored with it); built to behave as if it were that file (below). */
const UNTRACED_ENTRY = 'apps/server/dist/untraced/main.js';

async function buildUntraced(repoRoot) {
  const { serverBuildOptions } = await import(pathToFileURL(path.join(repoRoot, 'apps/server/build.mjs')).href);
  const stub = path.join(repoRoot, 'bench/lib/untraced-tracing.mjs');
  const swapTracing = {
    name: 'untraced',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /(^|\/)tracing\.ts$/ }, () => ({ path: stub }));
    },
  };
  // The server entry alone (the build's other entries are the migrate and config-check commands).
  const { outdir: _outdir, ...options } = serverBuildOptions;
  await build({
    ...options,
    entryPoints: [serverBuildOptions.entryPoints.main],
    outfile: path.join(repoRoot, UNTRACED_ENTRY),
    sourcemap: false,
    // Resolve the web build and npm packages exactly as dist/main.js does, from where it lives.
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(path.join(repoRoot, 'apps/server/dist/main.js')).href) },
    logLevel: 'warning',
    plugins: [swapTracing, ...serverBuildOptions.plugins],
  });
  // Had an import escaped the swap, 'untraced' would measure tracing code too.
  if (readFileSync(path.join(repoRoot, UNTRACED_ENTRY), 'utf8').includes('startActiveSpan')) {
    throw new Error('the untraced build still holds the tracing module');
  }
}

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on every Linux in practice). */
const CLOCK_TICKS_PER_SECOND = 100;

/** The process's user + system CPU time in ms, or undefined where there is no /proc. */
export function cpuMs(pid) {
  try {
    // After the command name (which may hold spaces, hence the last ')'): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** An OTLP/HTTP endpoint that takes every export and keeps nothing but a count. */
async function startOtlpSink() {
  let exports = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      exports += 1;
      response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    exports: () => exports,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const VERSUS = ['off', 'off-again', 'on'];

export async function measureTracingCost(repoRoot) {
  await buildUntraced(repoRoot);
  const sink = await startOtlpSink();
  const common = { SANDBOX_AGENCY_LATENCY_MS: '0', LOG_LEVEL: 'warn' };
  const variants = [
    { name: 'untraced', entry: UNTRACED_ENTRY, extraEnv: common },
    { name: 'off', extraEnv: common },
    // A second server identical to 'off': how far two equal servers differ here is the noise floor.
    { name: 'off-again', extraEnv: common },
    { name: 'on', extraEnv: { ...common, OTEL_EXPORTER_OTLP_ENDPOINT: sink.url } },
  ];
  const servers = [];
  try {
    for (const [index, variant] of variants.entries()) {
      const server = await startServer(repoRoot, {
        preferredPort: 3230 + index,
        entry: variant.entry,
        extraEnv: variant.extraEnv,
      });
      servers.push(server);
      const source = submissionSource(await fetchTokenPool(server.baseUrl, 200));
      const preflight = await preflightQuotation(server.baseUrl, source);
      if (!preflight.ok) throw new Error(`${variant.name}: a submission was refused (HTTP ${preflight.status})`);
      Object.assign(variant, { source, baseUrl: server.baseUrl, pid: server.child.pid });
    }
    const rounds = [];
    for (let round = 0; round < TRACING_COST_SETTINGS.rounds; round += 1) {
      // A different order each round, so no variant always runs first (warmest or coldest machine).
      const order = variants.map((_, index) => variants[(index + round) % variants.length]);
      for (const variant of order) {
        // The warm-up's requests and CPU both count: the same request mix, so the same cost per request.
        const cpuBefore = cpuMs(variant.pid);
        const sentBefore = variant.source.count;
        const result = await loadQuotation(variant.baseUrl, variant.source, TRACING_COST_SETTINGS);
        const cpuAfter = cpuMs(variant.pid);
        const sent = variant.source.count - sentBefore;
        rounds.push({
          round,
          variant: variant.name,
          requestsPerSec: result.requestsPerSec,
          cpuMsPerRequest:
            cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / sent,
          p50Ms: result.latencyMs.p50,
          p99Ms: result.latencyMs.p99,
          failures: result.errors + result.timeouts + result.non2xx,
        });
      }
    }
    const ofVariant = (name) => rounds.filter((row) => row.variant === name);
    const medianOf = (name, field) => median(ofVariant(name).map((row) => row[field]));
    const valueOf = (round, name, field) => rounds.find((row) => row.round === round && row.variant === name)?.[field];
    /** One ratio per round (runs seconds apart), then their median and range. */
    const roundRatios = (name, field) => {
      const values = Array.from({ length: TRACING_COST_SETTINGS.rounds }, (_, round) =>
        ratio(valueOf(round, name, field), valueOf(round, 'untraced', field)),
      ).filter((value) => value !== undefined);
      return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
    };
    const perVariant = Object.fromEntries(
      variants.map(({ name }) => [
        name,
        {
          requestsPerSec: medianOf(name, 'requestsPerSec'),
          cpuMsPerRequest: medianOf(name, 'cpuMsPerRequest'),
          p50Ms: medianOf(name, 'p50Ms'),
          p99Ms: medianOf(name, 'p99Ms'),
          failures: ofVariant(name).reduce((sum, row) => sum + row.failures, 0),
        },
      ]),
    );
    return {
      settings: TRACING_COST_SETTINGS,
      rounds,
      perVariant,
      spanExports: sink.exports(),
      ratios: {
        throughput: Object.fromEntries(VERSUS.map((name) => [name, roundRatios(name, 'requestsPerSec')])),
        cpuPerRequest: Object.fromEntries(VERSUS.map((name) => [name, roundRatios(name, 'cpuMsPerRequest')])),
      },
    };
  } finally {
    for (const server of servers) await server.stop();
    await sink.close();
  }
}
