import { scaleBand, scaleLinear } from 'd3-scale';
import type { ReactNode } from 'react';

export interface Bar {
  label: string;
  value: number;
}

const WIDTH = 640;
/**
 * Text in the chart's own units (the CSS sets none): a chart is drawn about 340 px wide on a phone
 * and 550 px on a desktop, so this reads as 12 px on a phone and 19 px at most on a desktop.
 */
const FONT = 22;
/** A label line above each bar, so a long label never shares the width with its bar (a phone). */
const LABEL_HEIGHT = FONT + 6;
const BAR_HEIGHT = 22;
const ROW_HEIGHT = LABEL_HEIGHT + BAR_HEIGHT + 14;
/** Room after the longest bar for its value. */
const VALUE_ROOM = 90;

function Chart({ title, height, children }: { title: string; height: number; children: ReactNode }) {
  return (
    <svg
      className="chart"
      viewBox={`0 0 ${WIDTH} ${height}`}
      fontSize={FONT}
      role="img"
      aria-label={`${title} (the table has the numbers)`}
    >
      {children}
    </svg>
  );
}

/**
 * A horizontal bar chart drawn on the server as SVG elements (d3-scale lays it out): no chart code
 * reaches any browser. It is an image with a name; the table beside it carries the numbers.
 */
export function BarChart({ title, bars }: { title: string; bars: readonly Bar[] }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const x = scaleLinear()
    .domain([0, max])
    .range([0, WIDTH - VALUE_ROOM]);
  return (
    <Chart title={title} height={Math.max(1, bars.length) * ROW_HEIGHT}>
      {bars.map((bar, index) => {
        const top = index * ROW_HEIGHT;
        const barTop = top + LABEL_HEIGHT;
        return (
          <g key={index}>
            <text x="0" y={top + FONT}>
              {bar.label}
            </text>
            <rect x="0" y={barTop} width={x(bar.value)} height={BAR_HEIGHT} className="bar" />
            <text x={x(bar.value) + 8} y={barTop + BAR_HEIGHT / 2} dominantBaseline="middle">
              {bar.value}
            </text>
          </g>
        );
      })}
    </Chart>
  );
}

export interface Column {
  label: string;
  /** One value per series, in the series' order. */
  values: readonly number[];
}

/** Fills told apart by lightness as well as hue, each ≥ 3:1 against white (WCAG 1.4.11). */
const SERIES_FILLS = ['#0b4f8a', '#b35c00', '#6a3d9a', '#1b7340', '#b00020', '#444b55'];
const COLUMN_HEIGHT = 260;
/** Legend entries per line, each a third of the width. */
const LEGEND_PER_LINE = 3;
const LEGEND_LINE = FONT + 10;
const fillOf = (index: number) => SERIES_FILLS[index % SERIES_FILLS.length];

/** Stacked columns over time (one per day or week), with a legend; the table beside has the numbers. */
export function StackedColumns({
  title,
  series,
  columns,
}: {
  title: string;
  series: readonly string[];
  columns: readonly Column[];
}) {
  const bottom = COLUMN_HEIGHT - FONT - 12;
  const max = Math.max(1, ...columns.map((column) => column.values.reduce((sum, value) => sum + value, 0)));
  const x = scaleBand()
    .domain(columns.map((column) => column.label))
    .range([60, WIDTH - 10])
    .padding(0.15);
  const y = scaleLinear()
    .domain([0, max])
    .range([0, bottom - FONT]);
  const height = COLUMN_HEIGHT + Math.ceil(series.length / LEGEND_PER_LINE) * LEGEND_LINE;
  return (
    <Chart title={title} height={height}>
      <text x="0" y={FONT}>
        {max}
      </text>
      <text x="0" y={bottom}>
        0
      </text>
      {columns.map((column) => {
        let top = bottom;
        return (
          <g key={column.label}>
            {column.values.map((value, index) => {
              const barHeight = y(value);
              top -= barHeight;
              return (
                <rect
                  key={index}
                  x={x(column.label)}
                  y={top}
                  width={x.bandwidth()}
                  height={barHeight}
                  fill={fillOf(index)}
                />
              );
            })}
          </g>
        );
      })}
      <text x="60" y={bottom + FONT + 4}>
        {columns[0]?.label ?? ''}
      </text>
      <text x={WIDTH - 10} y={bottom + FONT + 4} textAnchor="end">
        {columns.at(-1)?.label ?? ''}
      </text>
      {series.map((name, index) => {
        const left = (index % LEGEND_PER_LINE) * (WIDTH / LEGEND_PER_LINE);
        const top = COLUMN_HEIGHT + Math.floor(index / LEGEND_PER_LINE) * LEGEND_LINE;
        return (
          <g key={name}>
            <rect x={left} y={top + 4} width={FONT - 4} height={FONT - 4} fill={fillOf(index)} />
            <text x={left + FONT + 4} y={top + FONT - 2}>
              {name}
            </text>
          </g>
        );
      })}
    </Chart>
  );
}
