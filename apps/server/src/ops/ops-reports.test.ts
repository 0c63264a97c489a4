import { describe, expect, it } from 'vitest';
import type { Counts } from './ops-facts.ts';
import { decisionSteps, FUNNEL_FORM_STAGES, formSteps, inProgressBySteps } from './ops-reports.ts';

const [first, second, third, last] = FUNNEL_FORM_STAGES.map((stage) => stage.id) as [string, string, string, string];
const group = (
  stagesCounted: string[],
  sessions: number,
  more: { pageViewed?: boolean; submitted?: boolean } = {},
) => ({
  pageViewed: more.pageViewed ?? true,
  submitted: more.submitted ?? false,
  stagesCounted,
  sessions,
});

describe("the form's part of the funnel (issue 24)", () => {
  it('counts a session still inside the window at the step it has not reached yet', () => {
    const inProgress = inProgressBySteps([
      group([], 2), // viewed the page, no stage yet
      group([], 5, { pageViewed: false }), // a session from GET /api/form with nothing done: not a page view
      group([first], 1),
      group([first, second, third, last], 3), // every stage, no check yet
      group([first, second, third, last], 4, { submitted: true }), // submitted: nothing in progress
    ]);
    expect(Object.fromEntries(inProgress)).toEqual({ [first]: 2, [second]: 1, submitted: 3 });
  });

  it('takes what is in progress out of the drop-off, never below nothing', () => {
    const completions = new Map([
      [first, 6],
      [second, 4],
      [third, 4],
      [last, 4],
    ]);
    const steps = formSteps(
      { pageViews: 10, completions, submitted: 1 },
      new Map([
        [first, 2],
        [second, 5],
        ['submitted', 1],
      ]),
    );
    expect(
      steps.map(({ label, count, droppedOff, stillInProgress }) => [label, count, droppedOff, stillInProgress]),
    ).toEqual([
      ['Form page viewed', 10, undefined, undefined],
      ['About you completed', 6, 2, 2],
      ['Your address completed', 4, 0, 5],
      ['Your finances completed', 4, 0, 0],
      ['Staying in touch completed', 4, 0, 0],
      ['Checks submitted', 1, 2, 1],
    ]);
  });

  it('counts every visitor who stopped as dropped off once the window has passed', () => {
    const steps = formSteps({ pageViews: 3, completions: new Map([[first, 1]]), submitted: 0 }, inProgressBySteps([]));
    expect(steps.slice(0, 3).map((step) => step.droppedOff)).toEqual([undefined, 2, 1]);
  });
});

describe('the funnel after the form, read off the records (issue 34)', () => {
  /** Counts as the records give them; anything not named is none. */
  const counts = (named: Record<string, number>) =>
    new Proxy(named, { get: (target, name: string) => target[name] ?? 0 }) as unknown as Counts;

  it('counts a check the decision ended without an offer as ended, not as a visitor who dropped off', () => {
    // Ten decided: four offers (one after open banking), three declines, a mismatch, an error, and one
    // referral to open banking not taken up, whose hour has passed.
    const [decided, offered, accepted] = decisionSteps(
      counts({ submitted: 10, decided: 10, reason_match_and_offer: 4, still_referred: 1, accepted: 4 }),
    );
    expect(decided).toMatchObject({ count: 10, droppedOff: 0, stillInProgress: 0 });
    expect(offered).toEqual({
      label: 'Offered (straight away or after open banking)',
      count: 4,
      droppedOff: 1,
      stillInProgress: 0,
      endedByDecision: 5,
    });
    expect(accepted).toMatchObject({ count: 4, droppedOff: 0 });
  });

  it('keeps a referral inside its hour in progress, and an offer inside its window', () => {
    const [, offered, accepted] = decisionSteps(
      counts({
        submitted: 5,
        decided: 4,
        pending: 1,
        reason_match_and_offer: 2,
        still_referred: 2,
        referral_open: 1,
        offer_open: 1,
        accepted: 0,
      }),
    );
    expect(offered).toMatchObject({ droppedOff: 1, stillInProgress: 1, endedByDecision: 0 });
    expect(accepted).toMatchObject({ droppedOff: 1, stillInProgress: 1 });
  });
});
