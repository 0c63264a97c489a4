import type { ReportFilter } from '../ops-filters.ts';
import { OPS_HEALTH_PATH } from '../ops-paths.ts';
import type { HealthFigures } from '../ops-reports.ts';
import { BarChart } from './chart.tsx';
import { FilterForm } from './filter-form.tsx';
import { DataTable } from './parts.tsx';

/** Technical errors, browsers' error reports and this process's rate-limit refusals. */
export function HealthView({
  figures,
  rateLimitRefusals,
  filter,
  errors,
}: {
  figures: HealthFigures;
  rateLimitRefusals: number;
  filter: ReportFilter;
  errors: readonly string[];
}) {
  const total = figures.technicalErrors.reduce((sum, row) => sum + row.count, 0);
  const timeouts = figures.technicalErrors.find((row) => row.cause === 'timeout')?.count ?? 0;
  const rows: [string, number][] = [
    ['Checks ended in a technical error', total],
    ['Of which agency time-outs', timeouts],
    ['Error reports from browsers (all brands)', figures.clientErrorReports],
    ['Rate-limit refusals since this server started', rateLimitRefusals],
  ];
  return (
    <>
      <h1>Service health</h1>
      <FilterForm action={OPS_HEALTH_PATH} filter={filter} errors={errors} />
      <section className="view" aria-label="Service health">
        <BarChart title="Service health" bars={rows.map(([label, value]) => ({ label, value }))} />
        <DataTable caption="Service health" headers={['Measure', 'Count']} rows={rows} />
      </section>
      <DataTable
        caption="Technical errors by cause"
        headers={['Cause', 'Checks']}
        rows={figures.technicalErrors.map((row) => [row.cause, row.count])}
      />
      <p>
        Rate-limit refusals are counted by each server process (quickcheck_rate_limit_refusals_total in the metrics);
        the figure here is this process's.
      </p>
    </>
  );
}
