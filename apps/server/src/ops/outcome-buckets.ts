import { REASONS } from '@quickcheck/contracts';
import type { ReportFilter } from './ops-filters.ts';
import type { OutcomeDay } from './ops-reports.ts';

/** Past two months a day is too thin a column: weeks (from Monday) instead. */
const DAYS_PER_CHART = 62;

function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** The days as the outcome chart shows them: each day, or each week when the range is long. */
export function outcomeBuckets(
  days: readonly OutcomeDay[],
  filter: ReportFilter,
): { unit: 'Day' | 'Week from'; rows: OutcomeDay[] } {
  const span = (Date.parse(filter.to) - Date.parse(filter.from)) / 86_400_000 + 1;
  if (span <= DAYS_PER_CHART) return { unit: 'Day', rows: [...days] };
  const weeks = new Map<string, OutcomeDay>();
  for (const day of days) {
    const week = mondayOf(day.day);
    const bucket = weeks.get(week) ?? {
      day: week,
      counts: Object.fromEntries(REASONS.map((reason) => [reason, 0])) as OutcomeDay['counts'],
    };
    for (const reason of REASONS) bucket.counts[reason] += day.counts[reason];
    weeks.set(week, bucket);
  }
  return { unit: 'Week from', rows: [...weeks.values()] };
}
