import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ACTIVITIES } from '../../experiments/activities.ts';
import { csv } from '../funnel-csv.ts';
import { outcomeBuckets } from '../outcome-buckets.ts';
import type { OpenBankingFigures } from '../ops-reports.ts';
import { renderConsolePage } from './console-page.tsx';
import { ExperimentsView } from './experiments-view.tsx';
import { OpenBankingView } from './open-banking-view.tsx';
import { UsersView } from './users-view.tsx';

const FILTER = { brand: 'all', channel: 'all', from: '2026-03-01', to: '2026-03-31' } as const;
const HERO = ACTIVITIES[0]!;
const [CONTROL, TREATMENT] = HERO.experiences;

function viewWith(
  control: [n: number, hits: number],
  treatment: [n: number, hits: number],
  submitted?: number,
): string {
  const figure = (experienceId: string, [submissions, matches]: [number, number]) => ({
    activityId: HERO.id,
    experienceId,
    submissions,
    matches,
  });
  return renderToStaticMarkup(
    createElement(ExperimentsView, {
      experiments: [{ activity: HERO, figures: [figure(CONTROL.id, control), figure(TREATMENT.id, treatment)] }],
      submitted: submitted ?? control[0] + treatment[0],
      filter: FILTER,
      errors: [],
    }),
  );
}

describe('the experiments view (issue 24)', () => {
  it('warns when the split itself is broken, and says whether a difference is significant', () => {
    const broken = viewWith([5000, 2500], [5400, 2800]);
    expect(broken).toContain('Sample ratio mismatch');
    expect(broken).toContain('do not read these results');
    const fair = viewWith([5000, 2500], [5050, 2800]);
    expect(fair).toContain('No sample ratio mismatch: the split is consistent with the configured weights');
    expect(fair).toContain(`Significant: ${TREATMENT.name} matches more than ${CONTROL.name}`);
    expect(viewWith([100, 50], [100, 52])).toContain('Not significant');
  });
});

describe('the experiments view says what it counted and claims nothing on a small sample (issue 34)', () => {
  it('says how many checks carried no experience, not that there were none', () => {
    const none = viewWith([0, 0], [0, 0], 52);
    expect(none).toContain('None of the 52 checks submitted in this range carried an experience of this activity');
    expect(none).not.toContain('No checks');
    expect(viewWith([0, 0], [0, 0], 0)).toContain('No checks were submitted in this range');
    expect(viewWith([1, 1], [0, 0], 53)).toContain('1 check of the 53 submitted in this range carried an experience');
  });

  it('tests the split only once every experience expects the minimum, and says the minimum', () => {
    // 50/50: 5 expected in each from 10 checks.
    const one = viewWith([1, 1], [0, 0]);
    expect(one).not.toMatch(/sample ratio/i);
    expect(one).not.toMatch(/p = /);
    expect(one).toContain('Too few to test the split: it is tested from 10 (5 expected in every experience)');
    expect(viewWith([9, 1], [0, 0])).toContain('Too few to test the split');
    expect(viewWith([5, 1], [5, 1])).toContain('No sample ratio mismatch');
    expect(viewWith([20, 1], [0, 0])).toContain('Sample ratio mismatch: the split differs');
  });

  it('states a difference in match rate only with enough offers and checks without one in each experience', () => {
    const thin = viewWith([20, 4], [20, 15]);
    expect(thin).toContain('Too few to compare: each experience needs 5 offers and 5 checks without one');
    expect(thin).not.toContain('Significant');
    expect(thin).not.toContain('Not significant');
    expect(viewWith([20, 5], [20, 15])).toContain('Significant: ');
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

describe('counts in words (issue 34)', () => {
  const figures = { referred: 1, linked: 1, offered: 1, declined: 0, straightOffers: 3 };
  const openBankingView = (shown: OpenBankingFigures) =>
    renderToStaticMarkup(createElement(OpenBankingView, { figures: shown, filter: FILTER, errors: [] }));

  it('puts a noun in the number its count needs', () => {
    expect(openBankingView(figures)).toContain(
      'Open banking added 1 offer to the 3 made straight from the form: 33.3% more.',
    );
    expect(openBankingView({ ...figures, offered: 2 })).toContain('Open banking added 2 offers to the 3');
    expect(openBankingView({ ...figures, offered: 0 })).toContain('Open banking added 0 offers to the 3');
  });
});

describe('the console escapes what it draws (issue 38)', () => {
  const HOSTILE = '"><script>alert(1)</script>@evil.test';

  it('draws a hostile operator email as text, in the table, the button and the menu, never as markup', () => {
    const account = {
      id: '00000000-0000-4000-8000-000000000001',
      email: HOSTILE,
      role: 'analyst',
      passwordHash: '',
      totpSecretEncrypted: '',
      totpConfirmed: true,
      totpLastStep: 0,
      enrolment: undefined,
      disabledAt: null,
      createdAt: new Date('2026-03-01T00:00:00Z'),
    } as const;
    const viewer = { email: HOSTILE, role: 'admin', csrfToken: 'token"><b>' } as const;
    const page = renderConsolePage(
      HOSTILE,
      createElement(UsersView, { accounts: [account, { ...account, email: 'other@ops.test' }], viewer }),
      { viewer, path: '/ops/users' },
    );
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<b>');
    expect(page).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@evil.test');
    expect(page).toContain('name="csrf" value="token&quot;&gt;&lt;b&gt;"');
    expect(page.startsWith('<!doctype html>')).toBe(true);
  });
});
