import { describe, expect, it } from 'vitest';
import { ACTIVITIES } from '../experiments/activities.ts';
import { csv, experimentsView, outcomeBuckets } from './ops-views.ts';

const FILTER = { brand: 'all', channel: 'all', from: '2026-03-01', to: '2026-03-31' } as const;
const HERO = ACTIVITIES[0]!;
const [CONTROL, TREATMENT] = HERO.experiences;

function viewWith(control: [n: number, hits: number], treatment: [n: number, hits: number]): string {
  const figure = (experienceId: string, [submissions, matches]: [number, number]) => ({
    activityId: HERO.id,
    experienceId,
    submissions,
    matches,
  });
  return experimentsView(
    [{ activity: HERO, figures: [figure(CONTROL.id, control), figure(TREATMENT.id, treatment)] }],
    FILTER,
    [],
  );
}

describe('the experiments view (issue 24)', () => {
  it('warns when the split itself is broken, and says whether a difference is significant', () => {
    const broken = viewWith([5000, 2500], [5400, 2800]);
    expect(broken).toContain('Sample ratio mismatch');
    expect(broken).toContain('do not read these results');
    const fair = viewWith([5000, 2500], [5050, 2800]);
    expect(fair).toContain('The split matches the configured weights');
    expect(fair).toContain(`Significant: ${TREATMENT.name} matches more than ${CONTROL.name}`);
    expect(viewWith([100, 50], [100, 52])).toContain('Not significant');
  });
});

describe('CSV export', () => {
  it('quotes what needs quoting and defuses a spreadsheet formula', () => {
    expect(csv([['a,b', 'say "hi"', '=1+1', 3]])).toBe('"a,b","say ""hi""",\'=1+1,3\r\n');
  });
});

describe('the outcome mix over time', () => {
  const day = (date: string, offers: number) => ({
    day: date,
    counts: {
      MATCH_AND_OFFER: offers,
      INFORMATION_MISMATCH: 0,
      SCORE_DECLINE: 1,
      ALREADY_APPLIED_DECLINE: 0,
      ERROR: 0,
    },
  });
  const days = [day('2026-03-01', 2), day('2026-03-02', 3), day('2026-03-08', 4), day('2026-03-09', 5)];

  it('shows each day over two months or less, and weeks from Monday beyond, adding up the same', () => {
    expect(outcomeBuckets(days, { ...FILTER, from: '2026-03-01', to: '2026-03-31' }).rows).toEqual(days);
    const weeks = outcomeBuckets(days, { ...FILTER, from: '2026-01-01', to: '2026-03-31' });
    expect(weeks.unit).toBe('Week from');
    // 1 March 2026 is a Sunday: it belongs to the week from 23 February.
    expect(weeks.rows.map((row) => [row.day, row.counts.MATCH_AND_OFFER, row.counts.SCORE_DECLINE])).toEqual([
      ['2026-02-23', 2, 1],
      ['2026-03-02', 7, 2],
      ['2026-03-09', 5, 1],
    ]);
  });
});
