import type { ReportFilter } from '../ops-filters.ts';
import { OPS_OPEN_BANKING_PATH } from '../ops-paths.ts';
import type { OpenBankingFigures } from '../ops-reports.ts';
import { countOf } from '../ops-words.ts';
import { BarChart } from './chart.tsx';
import { FilterForm } from './filter-form.tsx';
import { DataTable } from './parts.tsx';
import { percent, rate } from './rates.ts';

/** Referred, linked and their outcome, and the offers open banking added. */
export function OpenBankingView({
  figures,
  filter,
  errors,
}: {
  figures: OpenBankingFigures;
  filter: ReportFilter;
  errors: readonly string[];
}) {
  const steps = [
    { label: 'Referred to open banking', value: figures.referred },
    { label: 'Linked a bank account', value: figures.linked },
    { label: 'Offer after open banking', value: figures.offered },
    { label: 'Declined after open banking', value: figures.declined },
  ];
  const uplift =
    figures.straightOffers === 0
      ? 'No offers straight from the form in this range, so no uplift to state.'
      : `Open banking added ${countOf(figures.offered, 'offer', 'offers')} to the ${figures.straightOffers} made straight from the form: ${percent(figures.offered / figures.straightOffers)} more.`;
  return (
    <>
      <h1>Open banking</h1>
      <FilterForm action={OPS_OPEN_BANKING_PATH} filter={filter} errors={errors} />
      <section className="view" aria-label="Open banking">
        <BarChart title="Open banking: referred, linked, outcome" bars={steps} />
        <DataTable
          caption="Open banking steps"
          headers={['Step', 'Checks', 'Of those referred']}
          rows={steps.map((step) => [step.label, step.value, rate(step.value, figures.referred)])}
        />
      </section>
      <p data-testid="uplift">{uplift}</p>
    </>
  );
}
