import { scaleBand, scaleLinear } from 'd3-scale';
import { escapeHtml } from '../pages/escape-html.ts';

export interface Bar {
  label: string;
  value: number;
}

const WIDTH = 640;
const LABEL_WIDTH = 260;
const ROW_HEIGHT = 34;

/**
 * A horizontal bar chart drawn on the server as SVG (d3-scale lays it out): no chart code
 * reaches any browser. It is an image with a name; the table beside it carries the numbers.
 */
export function barChart(title: string, bars: readonly Bar[]): string {
  const height = Math.max(1, bars.length) * ROW_HEIGHT;
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const x = scaleLinear()
    .domain([0, max])
    .range([0, WIDTH - LABEL_WIDTH - 60]);
  const y = scaleBand()
    .domain(bars.map((_bar, index) => String(index)))
    .range([0, height])
    .padding(0.2);
  const rows = bars
    .map((bar, index) => {
      const top = y(String(index)) ?? 0;
      const middle = top + y.bandwidth() / 2;
      return `<text x="${LABEL_WIDTH - 8}" y="${middle}" text-anchor="end" dominant-baseline="middle">${escapeHtml(bar.label)}</text>
<rect x="${LABEL_WIDTH}" y="${top}" width="${x(bar.value)}" height="${y.bandwidth()}" class="bar"></rect>
<text x="${LABEL_WIDTH + x(bar.value) + 6}" y="${middle}" dominant-baseline="middle">${bar.value}</text>`;
    })
    .join('\n');
  return `<svg class="chart" viewBox="0 0 ${WIDTH} ${height}" role="img" aria-label="${escapeHtml(`${title} (the table has the numbers)`)}">
${rows}
</svg>`;
}

export interface Column {
  label: string;
  /** One value per series, in the series' order. */
  values: readonly number[];
}

/** Fills told apart by lightness as well as hue, each ≥ 3:1 against white (WCAG 1.4.11). */
const SERIES_FILLS = ['#0b4f8a', '#b35c00', '#6a3d9a', '#1b7340', '#b00020', '#444b55'];
const COLUMN_HEIGHT = 220;

/** Stacked columns over time (one per day or week), with a legend; the table beside has the numbers. */
export function stackedColumns(title: string, series: readonly string[], columns: readonly Column[]): string {
  const bottom = COLUMN_HEIGHT - 30;
  const max = Math.max(1, ...columns.map((column) => column.values.reduce((sum, value) => sum + value, 0)));
  const x = scaleBand()
    .domain(columns.map((column) => column.label))
    .range([40, WIDTH - 10])
    .padding(0.15);
  const y = scaleLinear()
    .domain([0, max])
    .range([0, bottom - 10]);
  const bars = columns
    .map((column) => {
      let top = bottom;
      return column.values
        .map((value, index) => {
          const height = y(value);
          top -= height;
          return `<rect x="${x(column.label)}" y="${top}" width="${x.bandwidth()}" height="${height}" fill="${SERIES_FILLS[index % SERIES_FILLS.length]}"></rect>`;
        })
        .join('');
    })
    .join('\n');
  const first = columns[0]?.label ?? '';
  const last = columns.at(-1)?.label ?? '';
  const legend = series
    .map(
      (name, index) =>
        `<rect x="${40 + index * 100}" y="${COLUMN_HEIGHT - 14}" width="10" height="10" fill="${SERIES_FILLS[index % SERIES_FILLS.length]}"></rect><text x="${54 + index * 100}" y="${COLUMN_HEIGHT - 5}">${escapeHtml(name)}</text>`,
    )
    .join('');
  return `<svg class="chart" viewBox="0 0 ${WIDTH} ${COLUMN_HEIGHT}" role="img" aria-label="${escapeHtml(`${title} (the table has the numbers)`)}">
<text x="0" y="12">${max}</text><text x="0" y="${bottom}">0</text>
${bars}
<text x="40" y="${bottom + 14}">${escapeHtml(first)}</text><text x="${WIDTH - 10}" y="${bottom + 14}" text-anchor="end">${escapeHtml(last)}</text>
${legend}
</svg>`;
}
