import { FUNNEL_COLUMNS } from '../funnel-csv.ts';
import { CONVERSION_WINDOW_HOURS } from '../ops-facts.ts';
import { filterQuery, type ReportFilter } from '../ops-filters.ts';
import { OPS_BASE, OPS_FUNNEL_CSV_PATH } from '../ops-paths.ts';
import type { Funnel } from '../ops-reports.ts';
import { BarChart } from './chart.tsx';
import { FilterForm } from './filter-form.tsx';
import { DataTable } from './parts.tsx';

/** Per stage reached, dropped off, in progress and ended by the decision (decision 060); then the outcomes. */
export function FunnelView({
  funnel,
  before,
  filter,
  errors,
}: {
  funnel: Funnel;
  before: readonly { label: string; count: number }[];
  filter: ReportFilter;
  errors: readonly string[];
}) {
  return (
    <>
      <h1>Funnel</h1>
      <FilterForm action={OPS_BASE} filter={filter} errors={errors} />
      <p>
        From the service's own records: these counts do not depend on cookie consent. The form page viewed is counted as
        the server draws it (a reload is not another view).
      </p>
      <ul>
        <li>
          {`'In progress': not at the stage yet, and still able to get there: a form session not yet timed out for inactivity, a check still being decided, a referral to open banking within the hour its browser may take it up, an offer within its ${CONVERSION_WINDOW_HOURS}-hour window.`}
        </li>
        <li>
          'Ended by the decision': the check was decided with no offer (declined, details not matched, already applied,
          declined after open banking, or a technical error). The visitor did not leave: the outcomes below split these.
        </li>
        <li>
          'Dropped off': reached the stage before, not this one, and neither of those: the visitor left (at 'Offered', a
          referral to open banking not taken up).
        </li>
      </ul>
      <section className="view wide-table" aria-label="Funnel">
        <BarChart title="Funnel" bars={funnel.stages.map((stage) => ({ label: stage.label, value: stage.count }))} />
        <DataTable
          caption="Funnel stages"
          headers={FUNNEL_COLUMNS.map((column) => column.heading)}
          rows={funnel.stages.map((stage) => FUNNEL_COLUMNS.map((column) => column.cell(stage)))}
        />
      </section>
      <section className="view" aria-label="Outcomes">
        <BarChart
          title="Outcomes"
          bars={funnel.outcomes.map((outcome) => ({ label: outcome.label, value: outcome.count }))}
        />
        <DataTable
          caption="Outcomes of the checks"
          headers={['Outcome', 'Checks']}
          rows={funnel.outcomes.map((outcome) => [outcome.label, outcome.count])}
        />
      </section>
      <p>
        <a href={`${OPS_FUNNEL_CSV_PATH}?${filterQuery(filter)}`} download>
          Download the funnel as CSV
        </a>
      </p>
      <h2 id="before-heading">Before the check (needs consent)</h2>
      <p>
        From the browser's analytics events, which are sent only when the visitor allows site-improvement cookies, so
        these undercount; they carry no brand or channel, so they are for all brands and channels in the date range.
      </p>
      <section className="view" aria-labelledby="before-heading">
        <BarChart
          title="Before the check, with consent"
          bars={before.map((step) => ({ label: step.label, value: step.count }))}
        />
        <DataTable
          caption="Before the check: visitors who allowed analytics, all brands and channels"
          headers={['Step', 'Events']}
          rows={before.map((step) => [step.label, step.count])}
        />
      </section>
    </>
  );
}
