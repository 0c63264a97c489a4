import { REASONS } from '@quickcheck/contracts';
import { outcomeBuckets } from '../outcome-buckets.ts';
import type { ReportFilter } from '../ops-filters.ts';
import { OPS_OUTCOMES_PATH } from '../ops-paths.ts';
import type { OutcomeDay } from '../ops-reports.ts';
import { BarChart, StackedColumns } from './chart.tsx';
import { FilterForm } from './filter-form.tsx';
import { DataTable } from './parts.tsx';

/**
 * Each outcome's name in the chart's legend and the table's headings: words that fit a column on a
 * desktop (the reasons' codes, side by side, needed twice a table's width); the page gives the codes.
 */
const REASON_NAMES: Record<(typeof REASONS)[number], string> = {
  MATCH_AND_OFFER: 'Offer',
  INFORMATION_MISMATCH: 'Mismatch',
  SCORE_DECLINE: 'Score decline',
  ALREADY_APPLIED_DECLINE: 'Already applied',
  ERROR: 'Error',
};

/** The outcome mix over time and the engine's findings against declined checks. */
export function OutcomesView({
  days,
  findings,
  filter,
  errors,
}: {
  days: readonly OutcomeDay[];
  findings: readonly { finding: string; count: number }[];
  filter: ReportFilter;
  errors: readonly string[];
}) {
  const { unit, rows } = outcomeBuckets(days, filter);
  const per = unit === 'Day' ? 'day' : 'week';
  const names = REASONS.map((reason) => REASON_NAMES[reason]);
  return (
    <>
      <h1>Outcomes</h1>
      <FilterForm action={OPS_OUTCOMES_PATH} filter={filter} errors={errors} />
      <p>Each decided check by the reason its decision gave, named here as in the record:</p>
      <ul className="codes">
        {REASONS.map((reason) => (
          <li key={reason}>
            {`${REASON_NAMES[reason]}: `}
            <code>{reason}</code>
          </li>
        ))}
      </ul>
      <section className="view wide-table" aria-label="Outcome mix">
        <StackedColumns
          title={`Outcome mix per ${per}`}
          series={names}
          columns={rows.map((row) => ({ label: row.day, values: REASONS.map((reason) => row.counts[reason]) }))}
        />
        <DataTable
          caption={`Decided checks per ${per} and outcome`}
          headers={[unit, ...names]}
          rows={rows.map((row) => [row.day, ...REASONS.map((reason) => row.counts[reason])])}
        />
      </section>
      <section className="view" aria-label="Decline reasons">
        <BarChart
          title="Decline findings, most frequent first"
          bars={findings.map((finding) => ({ label: finding.finding, value: finding.count }))}
        />
        <DataTable
          caption={'The engine\u2019s findings against declined checks'}
          headers={['Finding', 'Declined checks']}
          rows={findings.map((finding) => [finding.finding, finding.count])}
        />
      </section>
    </>
  );
}
