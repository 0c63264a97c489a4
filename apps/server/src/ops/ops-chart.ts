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
