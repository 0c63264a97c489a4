// Turns the three measurements into the printed report: figures and ratios side by side.
import { FIRST_LOAD_BUDGET } from '../../scripts/first-load-budget.mjs';
import { formatBytes, formatMs, formatNumber, formatRatio, oneLine, ratio } from './stats.mjs';

// Plain fixed-width tables: the output has to read well in a terminal and in a CI log, where
// box-drawing libraries and colour codes are noise.

/** Columns whose header is listed in `rightAligned` hold figures and line up on the right. */
function renderTable(headers, rows, rightAligned = new Set()) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell ?? '–')));
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const line = (row) =>
    row
      .map((cell, column) =>
        rightAligned.has(headers[column]) ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
      )
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join('\n');
}

function heading(text) {
  return `\n${text}\n${'='.repeat(text.length)}`;
}

function firstLoadSection(firstLoad, reactFloor) {
  const title = heading(
    `1. First-load JS + CSS of / per brand (gzip -9 bytes; ratio vs ${firstLoad.defaultBrand ?? 'quickcheck'})`,
  );
  if (firstLoad.error) return `${title}\nFAILED: ${oneLine(firstLoad.error, 400)}`;
  const { jsGzipBytes, cssGzipBytes } = FIRST_LOAD_BUDGET;
  const headers = [
    'brand',
    'JS gzip',
    'vs JS budget',
    'CSS gzip',
    'vs CSS budget',
    'total gzip',
    'vs default',
    'JS req',
    'CSS req',
    'JS raw',
  ];
  const rows = firstLoad.brands.map((entry) => [
    entry.brand + (entry.warning ? ' (!)' : ''),
    formatBytes(entry.js.gzipBytes),
    formatRatio(ratio(entry.js.gzipBytes, jsGzipBytes)),
    formatBytes(entry.css.gzipBytes),
    formatRatio(ratio(entry.css.gzipBytes, cssGzipBytes)),
    formatBytes(entry.totalGzipBytes),
    formatRatio(entry.ratioToDefault),
    entry.js.requests,
    entry.css.requests,
    formatBytes(entry.js.rawBytes),
  ]);
  const warnings = firstLoad.brands
    .filter((entry) => entry.warning)
    .map((entry) => `(!) ${entry.brand}: ${entry.warning}`);
  // The default brand's files, largest first: where to look when the total moves.
  const base = firstLoad.brands.find((entry) => entry.brand === firstLoad.defaultBrand);
  const files = [...(base?.resources ?? [])].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const fileLine = files.map((file) => `${file.url} ${formatBytes(file.gzipBytes)}`).join(', ');
  return [
    title,
    renderTable(headers, rows, new Set(headers.slice(1))),
    `budget (issue 12): JS ≤ ${formatBytes(jsGzipBytes)}, CSS ≤ ${formatBytes(cssGzipBytes)} gzip in every brand (scripts/first-load-budget.mjs)`,
    `${firstLoad.defaultBrand} files (gzip): ${fileLine || 'none'}`,
    `React floor's JS (React 19's client alone, minified; section 2): ${formatBytes(reactFloor?.jsGzipBytes)} gzip`,
    ...warnings,
  ].join('\n');
}

/**
 * Lighthouse goals of issue 12, each read against the floor page measured in the same run, and
 * beside the React floor (the floor page hydrated by React): how much of the gap is the runtime's.
 */
function lighthouseRows(median, floor, reactFloor) {
  const row = (metric, ours, base, react, format, goal) => [
    metric,
    format(ours),
    format(base),
    formatRatio(ratio(ours, base)),
    format(react),
    formatRatio(ratio(ours, react)),
    goal,
  ];
  const pick = (key) => [median[key], floor?.[key], reactFloor?.[key]];
  return [
    row('performance score', ...pick('score'), (v) => formatNumber(v), '≥ 98'),
    row('FCP', ...pick('fcpMs'), formatMs, '≤ 1.5× floor'),
    row('LCP', ...pick('lcpMs'), formatMs, '≤ 1.5× floor'),
    row('TBT', ...pick('tbtMs'), formatMs, '≤ 50 ms'),
    row('CLS', ...pick('cls'), (v) => formatNumber(v, 3), '≤ 0.01'),
  ];
}

/** How a floor's Lighthouse runs went, in one line. */
function floorNote(name, result) {
  if (!result) return `${name}: not measured`;
  if (result.error) return `${name} FAILED: ${oneLine(result.error, 200)}`;
  const runs = (result.runs ?? []).map((run) => (run.error ? 'error' : formatMs(run.tbtMs))).join(', ');
  return `${name}: ${result.completedRuns ?? 0} runs (TBT ${runs}), ${result.url ?? '–'}`;
}

function lighthouseSection(result, floorResult, reactFloorResult) {
  const title = heading('2. Lighthouse (mobile) of / for the default brand, beside the floor page and the React floor');
  const runs = result.runs ?? [];
  const runCells = (pick) => runs.map((run) => (run.error ? 'error' : pick(run))).join(', ') || '–';
  if (result.error) {
    return [
      title,
      `FAILED: ${oneLine(result.error, 400)}`,
      ...runs.map((run, i) => `  run ${i + 1}: ${run.error ?? 'ok'}`),
    ].join('\n');
  }
  const { median } = result;
  const headers = ['metric', 'median', 'floor page', 'vs floor', 'React floor', 'vs React', 'goal'];
  const rows = lighthouseRows(median, floorResult?.median, reactFloorResult?.median);
  const perRun = `our runs: score ${runCells((run) => formatNumber(run.score))}; LCP ${runCells((run) => formatMs(run.lcpMs))}; TBT ${runCells((run) => formatMs(run.tbtMs))}`;
  const note = [
    `${result.completedRuns}/${runs.length} runs completed; Lighthouse ${result.lighthouseVersion}; ${result.url}`,
    perRun,
    floorNote('floor page', floorResult),
    floorNote('React floor (the floor page drawn by react-dom/server and hydrated by React 19)', reactFloorResult),
  ].join('\n');
  const failures = runs.filter((run) => run.error).map((run) => `  failed run: ${run.error}`);
  return [title, renderTable(headers, rows, new Set(headers.slice(1, 6))), note, ...failures].join('\n');
}

function apiSection(api) {
  const title = heading('3. API under load on loopback (ratio vs GET /api/health, the ceiling)');
  if (api.error) return `${title}\nFAILED: ${oneLine(api.error, 400)}`;
  const { settings } = api;
  const headers = ['endpoint', 'req/s', 'vs ceiling', 'p50', 'p99', 'p50 vs ceil', 'p99 vs ceil', 'errors', 'non-2xx'];
  const rows = api.scenarios.map((s) =>
    s.error
      ? [`${s.name} ${s.path}`, 'FAILED', oneLine(s.error, 100)]
      : [
          `${s.method} ${s.path}`,
          formatNumber(s.requestsPerSec, 1),
          formatRatio(s.ratios?.throughputToCeiling),
          formatMs(s.latencyMs.p50),
          formatMs(s.latencyMs.p99),
          formatRatio(s.ratios?.p50ToCeiling),
          formatRatio(s.ratios?.p99ToCeiling),
          s.errors + s.timeouts,
          s.non2xx,
        ],
  );
  const lines = [
    title,
    `${settings.connections} connections, ${settings.durationSeconds} s each after a ${settings.warmupSeconds} s warm-up`,
    `agency sandbox latency: ${api.agencyLatency}`,
    renderTable(headers, rows, new Set(headers.slice(1))),
  ];
  const { preflight } = api;
  if (preflight?.ok) {
    lines.push(
      `unloaded POST /api/quotation: median ${formatMs(preflight.idleLatencyMs.median)} over ${preflight.idleLatencyMs.samples.length} calls (first reason ${preflight.reason}); ` +
        `same payload twice → same quotation: ${preflight.repeatIsIdempotent ? 'yes' : 'NO'} (repeat took ${formatMs(preflight.repeatLatencyMs)})`,
    );
  }
  const quotation = api.scenarios.find((s) => s.name === 'quotation' && !s.error);
  if (quotation) {
    const reasons = Object.entries(quotation.reasons)
      .map(([reason, count]) => `${reason} ${count}`)
      .join(', ');
    lines.push(
      `quotation outcomes under load: ${reasons || 'none'} (${quotation.bodiesGenerated} distinct bodies generated incl. warm-up)`,
    );
    for (const [status, body] of Object.entries(quotation.sampleErrorBodies))
      lines.push(`  first HTTP ${status} body: ${oneLine(body, 300)}`);
  }
  return lines.join('\n');
}

function ownCostSection(ownCost, api) {
  const title = heading('4. Our own cost against its floors (same run)');
  if (!ownCost || ownCost.error) return `${title}\nFAILED: ${oneLine(ownCost?.error ?? 'not measured', 400)}`;
  const { floors, ratios, quotationAtZeroLatency: quotation } = ownCost;
  const form = api?.scenarios?.find((scenario) => scenario.name === 'form' && !scenario.error);
  const health = api?.scenarios?.find((scenario) => scenario.name === 'health' && !scenario.error);
  const headers = ['ours', 'req/s', 'floor', 'per s', 'ratio', 'goal'];
  const rows = [
    [
      'POST /api/quotation, agency latency 0',
      formatNumber(quotation?.requestsPerSec, 1),
      'raw encrypted insert',
      formatNumber(floors.insert.perSec, 1),
      formatRatio(ratios.quotationToInsert),
      '≥ 0.3×',
    ],
    [
      'GET /api/form',
      formatNumber(form?.requestsPerSec, 1),
      'bare Fastify route, one signed token',
      formatNumber(floors.formRoute?.requestsPerSec, 1),
      formatRatio(ratios.formToRoute),
      '≥ 0.8×',
    ],
  ];
  const zeroLatency = quotation?.error
    ? `quotation at zero latency FAILED: ${oneLine(quotation.error, 200)}`
    : `quotation at zero latency: p50 ${formatMs(quotation?.latencyMs?.p50)}, p99 ${formatMs(quotation?.latencyMs?.p99)}, errors ${(quotation?.errors ?? 0) + (quotation?.timeouts ?? 0)}, non-2xx ${quotation?.non2xx ?? '–'}`;
  const eligibility = ownCost.eligibilityAtZeroLatency;
  const partner =
    !eligibility || eligibility.error
      ? `POST /partner/v1/eligibility at zero latency FAILED: ${oneLine(eligibility?.error ?? 'not measured', 200)}`
      : `POST /partner/v1/eligibility at zero latency (same server, after it): ${formatNumber(eligibility.requestsPerSec, 1)} req/s, ` +
        `${formatRatio(ratios.eligibilityToQuotation)} of the quotation's; p50 ${formatMs(eligibility.latencyMs?.p50)}, ` +
        `p99 ${formatMs(eligibility.latencyMs?.p99)}, non-2xx ${eligibility.non2xx ?? '–'}; outcomes ${Object.entries(
          eligibility.outcomes ?? {},
        )
          .map(([outcome, count]) => `${outcome} ${count}`)
          .join(', ')}`;
  return [
    title,
    "A second server with SANDBOX_AGENCY_LATENCY_MS=0; the insert floor is the server's own code (bench/lib/server-floors.ts),",
    `one operation at a time for ${floors.durationMs / 1000} s, on that server's database after it stopped. GET /api/form's floor`,
    "(docs/product/contract.md#benchmarks) is a bare Fastify route on the same stack returning one token signed by the server's token service",
    "(bench/lib/form-floor-server.ts), under the form scenario's load settings right after it.",
    renderTable(headers, rows, new Set(['req/s', 'per s', 'ratio'])),
    health && floors.formRoute?.requestsPerSec
      ? `the cheapest route of ours, GET /api/health, is ${formatRatio(health.requestsPerSec / floors.formRoute.requestsPerSec)} of the bare route`
      : '',
    zeroLatency,
    partner,
  ]
    .filter(Boolean)
    .join('\n');
}

/** Section 5: the quotation with tracing absent, off and on, from interleaved rounds. */
export function tracingCostSection(tracingCost) {
  const title = heading(
    '5. Tracing cost: POST /api/quotation, SANDBOX_AGENCY_LATENCY_MS=0 (medians of interleaved rounds)',
  );
  if (!tracingCost) return `${title}\nnot measured`;
  if (tracingCost.error) return `${title}\nFAILED: ${oneLine(tracingCost.error, 400)}`;
  const { perVariant, ratios, settings } = tracingCost;
  const versus = (summary) =>
    summary ? `${formatRatio(summary.median)} (${formatRatio(summary.min)}–${formatRatio(summary.max)})` : '1.00×';
  const headers = ['variant', 'CPU ms/req', 'vs untraced', 'req/s', 'vs untraced ', 'p50', 'p99', 'failures'];
  const rows = ['untraced', 'off', 'off-again', 'on'].map((name) => [
    name,
    formatNumber(perVariant[name].cpuMsPerRequest, 2),
    versus(ratios.cpuPerRequest[name]),
    formatNumber(perVariant[name].requestsPerSec),
    versus(ratios.throughput[name]),
    formatMs(perVariant[name].p50Ms),
    formatMs(perVariant[name].p99Ms),
    perVariant[name].failures,
  ]);
  return [
    title,
    'untraced: the bundle built without the tracing module (bench/lib/untraced-tracing.mjs); off: the real bundle,',
    'OTEL_EXPORTER_OTLP_ENDPOINT unset; off-again: a second, identical off server (its ratio is the noise floor);',
    `on: every span exported over OTLP to a local sink (${tracingCost.spanExports} exports).`,
    `${settings.rounds} rounds, each the four variants back to back for ${settings.durationSeconds} s, ${settings.connections} connections.`,
    "Ratios: the median of the rounds' own ratios (their range in brackets). CPU ms/req is the server process's",
    'own CPU time per quotation, which other load on the machine disturbs far less than req/s.',
    "Goal: off ÷ untraced no further from 1.00× than off-again's ratio (two identical servers) is.",
    renderTable(headers, rows, new Set(headers.slice(1))),
  ].join('\n');
}

function memorySection(memory) {
  const title = heading('6. Memory of the server, and of its embedded PostgreSQL (fresh start each)');
  if (!memory || memory.error) return `${title}\nFAILED: ${oneLine(memory?.error ?? 'not measured', 400)}`;
  const headers = ['database', 'idle MiB', 'goal', 'under load MiB', 'goal ', 'quotation req/s'];
  const goal = (run, which) => {
    const value = memory.goalsMiB[run.database]?.[which];
    return value === undefined ? '–' : `≤ ${value}`;
  };
  const rows = memory.runs.map((run) =>
    run.error
      ? [run.database, 'FAILED', goal(run, 'idle'), oneLine(run.error, 60), goal(run, 'underLoad'), '–']
      : [
          run.database,
          formatNumber(run.idleMiB, 1),
          goal(run, 'idle'),
          formatNumber(run.underLoadMiB, 1),
          goal(run, 'underLoad'),
          run.load.error ? 'FAILED' : formatNumber(run.load.requestsPerSec, 1),
        ],
  );
  return [
    title,
    `Idle: ${memory.idleSettleMs / 1000} s after the server is healthy. Under load: the highest figure sampled every 200 ms during the quotation load.`,
    'Embedded: proportional set size of the server and every process under it (the postmaster, its backends and workers). PostgreSQL: the server process alone (VmRSS; the database is shared).',
    renderTable(headers, rows, new Set(['idle MiB', 'under load MiB', 'quotation req/s'])),
  ].join('\n');
}

export function interactionsSection(interactions) {
  const title = heading('7. Interactions after load: Event Timing at 4× CPU (median of runs)');
  if (!interactions || interactions.error) {
    return `${title}\nFAILED: ${oneLine(interactions?.error ?? 'not measured', 400)}`;
  }
  const { settings, goals, ours, reactFloor } = interactions;
  const floorBy = new Map(reactFloor.map((result) => [result.interaction, result]));
  const headers = ['interaction', 'ms', 'input delay', 'processing', 'presentation', 'React floor', 'ratio'];
  const ms = (value) => (typeof value === 'number' ? formatMs(value) : String(value ?? '–'));
  const rows = ours.map((result) => {
    const floor =
      floorBy.get(result.interaction) ??
      (result.interaction.startsWith('Continue') ? floorBy.get('press a button') : undefined);
    const both = typeof result.durationMs === 'number' && typeof floor?.durationMs === 'number';
    return [
      result.interaction,
      ms(result.durationMs),
      ms(result.inputDelayMs),
      ms(result.processingMs),
      ms(result.presentationMs),
      floor ? ms(floor.durationMs) : '–',
      both ? formatRatio(result.durationMs / floor.durationMs) : '–',
    ];
  });
  return [
    title,
    `Our first two stages and the React floor's form, each driven ${settings.runs}× afresh in Chromium (${settings.viewport}, ${settings.cpuSlowdown}× CPU);`,
    `each figure is the slowest event of that interaction (its phases beside it); the API reports nothing under ${settings.thresholdMs} ms.`,
    `Goals: every interaction ≤ ${goals.maxMs} ms, and ≤ ${goals.toReactFloor}× the React floor's same interaction. Slowest: ours ${ms(interactions.slowestMs)}, React floor ${ms(interactions.reactFloorSlowestMs)}.`,
    renderTable(headers, rows, new Set(headers.slice(1))),
  ].join('\n');
}

export function renderReport(results) {
  const { meta } = results;
  const header = [
    `QuickCheck benchmark — ${meta.date}`,
    `node ${meta.node}; ${meta.cpu.count} × ${meta.cpu.model}; load average ${meta.loadAverage.join(' ')}; commit ${meta.commit ?? 'unknown'}`,
    `server ${meta.server?.url ?? '–'} (DATA_DIR a fresh temp dir, RATE_LIMIT_SCALE=100000)`,
    `build measured: web ${meta.build?.webBuiltAt ?? '–'}, server ${meta.build?.serverBuiltAt ?? '–'}` +
      (meta.build?.ranBuild ? ' (built by this run)' : ' (existing dist/, not rebuilt)'),
  ].join('\n');
  return [
    header,
    firstLoadSection(results.firstLoad, results.lighthouseReactFloor),
    lighthouseSection(results.lighthouse, results.lighthouseFloor, results.lighthouseReactFloor),
    apiSection(results.api),
    ownCostSection(results.ownCost, results.api),
    tracingCostSection(results.tracingCost),
    memorySection(results.memory),
    interactionsSection(results.interactions),
    '\nShared, noisy machine: compare ratios within one run, not absolute figures across runs.',
  ].join('\n');
}
