import type { Funnel, FunnelStage } from './ops-reports.ts';

/** The funnel's columns, one list for the page's table and the CSV export. */
export const FUNNEL_COLUMNS: readonly {
  heading: string;
  csv: string;
  cell: (stage: FunnelStage) => string | number;
}[] = [
  { heading: 'Stage', csv: 'stage', cell: (stage) => stage.label },
  { heading: 'Reached', csv: 'reached', cell: (stage) => stage.count },
  { heading: 'Dropped off', csv: 'dropped_off', cell: (stage) => stage.droppedOff ?? '' },
  { heading: 'In progress', csv: 'in_progress', cell: (stage) => stage.stillInProgress ?? '' },
  { heading: 'Ended by the decision', csv: 'ended_by_decision', cell: (stage) => stage.endedByDecision ?? '' },
];

/** A CSV field: quoted when it holds a comma, quote or line break; a leading formula character is neutralised. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csv = (rows: readonly (readonly (string | number)[])[]) =>
  rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';

/** The funnel as CSV: its stages in the table's columns, then the outcomes. */
export function funnelCsv(funnel: Funnel): string {
  const blanks = FUNNEL_COLUMNS.slice(2).map(() => '');
  return csv([
    FUNNEL_COLUMNS.map((column) => column.csv),
    ...funnel.stages.map((stage) => FUNNEL_COLUMNS.map((column) => column.cell(stage))),
    ...funnel.outcomes.map((outcome) => [`outcome: ${outcome.label}`, outcome.count, ...blanks]),
  ]);
}
