// Turns the three measurements into the printed report: figures and ratios side by side.
import { formatBytes, formatMs, formatNumber, formatRatio, oneLine } from './stats.mjs';

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

function firstLoadSection(firstLoad) {
  const title = heading(
    `1. First-load JS + CSS of / per brand (gzip -9 bytes; ratio vs ${firstLoad.defaultBrand ?? 'quickcheck'})`,
  );
  if (firstLoad.error) return `${title}\nFAILED: ${oneLine(firstLoad.error, 400)}`;
  const headers = ['brand', 'JS gzip', 'CSS gzip', 'total gzip', 'vs default', 'JS req', 'CSS req', 'JS raw'];
  const rows = firstLoad.brands.map((entry) => [
    entry.brand + (entry.warning ? ' (!)' : ''),
    formatBytes(entry.js.gzipBytes),
    formatBytes(entry.css.gzipBytes),
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
    `${firstLoad.defaultBrand} files (gzip): ${fileLine || 'none'}`,
    ...warnings,
  ].join('\n');
}

function lighthouseSection(result) {
  const title = heading('2. Lighthouse (mobile) of / for the default brand');
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
  const headers = ['metric', 'median', 'runs'];
  const rows = [
    ['performance score', formatNumber(median.score), runCells((run) => formatNumber(run.score))],
    ['LCP', formatMs(median.lcpMs), runCells((run) => formatMs(run.lcpMs))],
    ['CLS', formatNumber(median.cls, 3), runCells((run) => formatNumber(run.cls, 3))],
    ['TBT', formatMs(median.tbtMs), runCells((run) => formatMs(run.tbtMs))],
    ['FCP', formatMs(median.fcpMs), runCells((run) => formatMs(run.fcpMs))],
  ];
  const note = `${result.completedRuns}/${runs.length} runs completed; Lighthouse ${result.lighthouseVersion}; ${result.url}`;
  const failures = runs.filter((run) => run.error).map((run) => `  failed run: ${run.error}`);
  return [title, renderTable(headers, rows, new Set(['median'])), note, ...failures].join('\n');
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
    firstLoadSection(results.firstLoad),
    lighthouseSection(results.lighthouse),
    apiSection(results.api),
    '\nShared, noisy machine: compare ratios within one run, not absolute figures across runs.',
  ].join('\n');
}
