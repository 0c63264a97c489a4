import type { Activity } from '../../experiments/activities.ts';
import type { ReportFilter } from '../ops-filters.ts';
import { OPS_EXPERIMENTS_PATH } from '../ops-paths.ts';
import type { ExperienceFigures } from '../ops-reports.ts';
import {
  MIN_EXPECTED_PER_CELL,
  rateComparable,
  rateDifference,
  sampleRatioCheck,
  splitTestMinimum,
} from '../ops-stats.ts';
import { countOf } from '../ops-words.ts';
import { BarChart } from './chart.tsx';
import { FilterForm } from './filter-form.tsx';
import { DataTable } from './parts.tsx';
import { percent, rate } from './rates.ts';

export interface ExperimentRow {
  activity: Activity;
  figures: ExperienceFigures[];
}

/** What the page says of the split: how many checks carried the activity, and a test only past its minimum. */
function splitText(
  carried: number,
  submitted: number,
  rows: readonly { n: number; weight: number }[],
): { text: string; broken?: true } {
  const minimum = splitTestMinimum(rows.map((row) => row.weight));
  if (carried === 0) {
    return {
      text:
        submitted === 0
          ? 'No checks were submitted in this range: nothing to test the split on.'
          : `None of the ${countOf(submitted, 'check', 'checks')} submitted in this range carried an experience of this activity: nothing to test the split on.`,
    };
  }
  const share = `${countOf(carried, 'check', 'checks')} of the ${submitted} submitted in this range carried an experience of this activity.`;
  if (carried < minimum) {
    return {
      text: `${share} Too few to test the split: it is tested from ${minimum} (${MIN_EXPECTED_PER_CELL} expected in every experience).`,
    };
  }
  const srm = sampleRatioCheck(
    rows.map((row) => row.n),
    rows.map((row) => row.weight),
  )!;
  return srm.mismatch
    ? {
        text: `${share} Sample ratio mismatch: the split differs from the configured weights (chi-squared ${srm.statistic.toFixed(2)}, p = ${srm.p.toExponential(2)} < 0.001). The split itself is broken: do not read these results.`,
        broken: true,
      }
    : {
        text: `${share} No sample ratio mismatch: the split is consistent with the configured weights (chi-squared ${srm.statistic.toFixed(2)}, p = ${srm.p.toFixed(3)}).`,
      };
}

function ExperimentSection({
  experiment: { activity, figures },
  submitted,
}: {
  experiment: ExperimentRow;
  submitted: number;
}) {
  const byId = new Map(figures.map((figure) => [figure.experienceId, figure]));
  const rows = activity.experiences.map((experience) => {
    const figure = byId.get(experience.id) ?? { submissions: 0, matches: 0 };
    return { experience, n: figure.submissions, hits: figure.matches, weight: experience.weight };
  });
  const carried = rows.reduce((sum, row) => sum + row.n, 0);
  const split = splitText(carried, submitted, rows);
  const [control, ...others] = rows;
  const comparisons = others.map((other) => {
    if (!control || !rateComparable(control) || !rateComparable(other)) {
      return [
        other.experience.name,
        '–',
        `Too few to compare: each experience needs ${MIN_EXPECTED_PER_CELL} offers and ${MIN_EXPECTED_PER_CELL} checks without one`,
      ];
    }
    const difference = rateDifference(control, other)!;
    const interval = `${percent(difference.difference)} (95% CI ${percent(difference.low)} to ${percent(difference.high)})`;
    const verdict = difference.significant
      ? `Significant: ${other.experience.name} ${difference.difference > 0 ? 'matches more' : 'matches fewer'} than ${control.experience.name}`
      : 'Not significant: the interval includes no difference';
    return [other.experience.name, interval, verdict];
  });
  const headingId = `activity-${activity.id}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{activity.name}</h2>
      {activity.brands === 'all' ? null : <p>{`It runs on ${activity.brands.join(', ')} only.`}</p>}
      <p role="status" className={split.broken ? 'error' : ''}>
        {split.text}
      </p>
      <div className="view">
        <BarChart
          title={`${activity.name}: match rate per experience`}
          bars={rows.map((row) => ({
            label: row.experience.name,
            value: row.n === 0 ? 0 : Math.round((row.hits / row.n) * 1000) / 10,
          }))}
        />
        <DataTable
          caption={`${activity.name}: per experience`}
          headers={['Experience', 'Configured share', 'Checks submitted', 'Offers', 'Match rate']}
          rows={rows.map((row) => [
            row.experience.name,
            percent(row.experience.weight),
            row.n,
            row.hits,
            rate(row.hits, row.n),
          ])}
        />
      </div>
      <DataTable
        caption={`${activity.name}: difference in match rate against ${control?.experience.name ?? 'the control'}`}
        headers={['Experience', 'Difference', 'Verdict']}
        rows={comparisons}
      />
    </section>
  );
}

/**
 * The experiments: `submitted` is every check submitted in the filter's range, with an
 * experience or not, so the page can say how many carried one.
 */
export function ExperimentsView({
  experiments,
  submitted,
  filter,
  errors,
}: {
  experiments: readonly ExperimentRow[];
  submitted: number;
  filter: ReportFilter;
  errors: readonly string[];
}) {
  return (
    <>
      <h1>Experiments</h1>
      <FilterForm action={OPS_EXPERIMENTS_PATH} filter={filter} errors={errors} />
      <p>
        {`Counted per submitted check, from the experience the server recorded with it. A check carries one only when its visitor allowed site-improvement cookies and met the experience on an earlier page: a check made without that consent, or on the first page seen, is in no experiment. No claim is made on a small sample: the split is tested once every experience expects ${MIN_EXPECTED_PER_CELL} checks, and a difference in match rate is stated once each experience has ${MIN_EXPECTED_PER_CELL} offers and ${MIN_EXPECTED_PER_CELL} checks without one. The chart's bars are match rates in percent.`}
      </p>
      {experiments.map((experiment) => (
        <ExperimentSection key={experiment.activity.id} experiment={experiment} submitted={submitted} />
      ))}
    </>
  );
}
