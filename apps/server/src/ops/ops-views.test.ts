import { describe, expect, it } from 'vitest';
import { ACTIVITIES } from '../experiments/activities.ts';
import { csv, experimentsView } from './ops-views.ts';

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
