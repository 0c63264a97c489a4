import { QCO_STANDARD, REASONS, type Reason } from '@quickcheck/contracts';
import type { Queryable } from '../db/db.ts';
import {
  countsByDay,
  formPageViews,
  keyedTotals,
  reasonColumn,
  sessionsInWindow,
  stageCompletions,
  totalCounts,
  type Counts,
  type SessionsInWindow,
} from './ops-facts.ts';
import { dayRange, type ReportFilter } from './ops-filters.ts';

/**
 * One stage of the funnel: how many reached it, and what became of those of the previous stage
 * who did not: still on their way, ended there by the decision, or left.
 */
export interface FunnelStage {
  label: string;
  count: number;
  /** Left between the previous stage and this one (a visitor's choice); undefined for the first. */
  droppedOff?: number;
  /** Not there yet, but still inside the window: not counted as dropped off. */
  stillInProgress?: number;
  /** Not there because the decision ended the check (no offer): not a visitor leaving. */
  endedByDecision?: number;
}

export interface Funnel {
  stages: FunnelStage[];
  /** How the decided checks split by outcome. */
  outcomes: { label: string; count: number }[];
}

/** The form's stages in the order a visitor meets them (every journey asks the same stages). */
export const FUNNEL_FORM_STAGES = QCO_STANDARD.stages.map((stage) => ({
  id: stage.id,
  label: `${stage.title} completed`,
}));

/**
 * Left between two steps: neither reached the next nor still inside the window; never below
 * nothing (a check can be submitted without the stage calls, e.g. by a partner; a reload's
 * session can finish what its first view's session started).
 */
const lost = (before: number, after: number, inProgress = 0) => Math.max(0, before - after - inProgress);

/** The step after the form's last stage, for the sessions still inside the window. */
const SUBMITTED_STEP = 'submitted';

/**
 * Per step of the form, the sessions still inside the conversion window that reached the step
 * before it and not this one: keyed by stage id, and SUBMITTED_STEP for the check itself.
 */
export function inProgressBySteps(sessions: readonly SessionsInWindow[]): Map<string, number> {
  const byStep = new Map<string, number>();
  const add = (step: string, n: number) => byStep.set(step, (byStep.get(step) ?? 0) + n);
  const ids = FUNNEL_FORM_STAGES.map((stage) => stage.id);
  for (const group of sessions) {
    const done = new Set(group.stagesCounted);
    if (group.pageViewed && done.size === 0) add(ids[0]!, group.sessions);
    ids.forEach((id, index) => {
      if (index > 0 && done.has(ids[index - 1]!) && !done.has(id)) add(id, group.sessions);
    });
    if (done.has(ids.at(-1)!) && !group.submitted) add(SUBMITTED_STEP, group.sessions);
  }
  return byStep;
}

/** The form's part of the funnel: page viewed → each stage completed → checks submitted. */
export function formSteps(
  figures: { pageViews: number; completions: ReadonlyMap<string, number>; submitted: number },
  inProgress: ReadonlyMap<string, number>,
): FunnelStage[] {
  const steps: FunnelStage[] = [{ label: 'Form page viewed', count: figures.pageViews }];
  const next = (label: string, count: number, step: string) => {
    const stillInProgress = inProgress.get(step) ?? 0;
    steps.push({ label, count, droppedOff: lost(steps.at(-1)!.count, count, stillInProgress), stillInProgress });
  };
  for (const stage of FUNNEL_FORM_STAGES) next(stage.label, figures.completions.get(stage.id) ?? 0, stage.id);
  next('Checks submitted', figures.submitted, SUBMITTED_STEP);
  return steps;
}

/**
 * The funnel after the form, each step read off the quotations' records. Decided: a check still
 * pending is in progress. Offered (straight away or after open banking): a check the decision ended
 * with no offer (a decline, a mismatch, already applied, a technical error, a decline after open
 * banking) is not a visitor leaving; a referral to open banking not taken up is, once its window
 * has passed. Agreement accepted: an offer inside its conversion window is in progress.
 */
export function decisionSteps(n: Counts): FunnelStage[] {
  const offered = n.reason_match_and_offer!;
  // Every decided check is offered, still referred (left at open banking or on its way), or ended.
  const referredNotDecided = n.still_referred!;
  return [
    {
      label: 'Decided',
      count: n.decided!,
      droppedOff: lost(n.submitted!, n.decided!, n.pending!),
      stillInProgress: n.pending!,
    },
    {
      label: 'Offered (straight away or after open banking)',
      count: offered,
      droppedOff: lost(referredNotDecided, 0, n.referral_open),
      stillInProgress: n.referral_open,
      endedByDecision: lost(n.decided!, offered, referredNotDecided),
    },
    {
      label: 'Agreement accepted',
      count: n.accepted!,
      droppedOff: lost(offered, n.accepted!, n.offer_open),
      stillInProgress: n.offer_open,
    },
  ];
}

/**
 * The funnel from the service's own records (no consent needed): the form page viewed → each
 * stage of the form completed → checks submitted → decided → offered (straight away or after open
 * banking) → agreement accepted. A form session not yet idle for `inactivityMinutes` (the
 * server's inactivity time-out: SESSION_INACTIVITY_MINUTES) is in progress, not dropped off.
 */
export async function funnel(
  db: Queryable,
  filter: ReportFilter,
  now: Date,
  inactivityMinutes: number,
): Promise<Funnel> {
  const idleSince = new Date(now.getTime() - inactivityMinutes * 60_000);
  const [n, completions, pageViews, inWindow] = await Promise.all([
    totalCounts(db, filter, now),
    stageCompletions(db, filter),
    formPageViews(db, filter),
    sessionsInWindow(db, filter, idleSince),
  ]);
  return {
    stages: [
      ...formSteps({ pageViews, completions, submitted: n.submitted! }, inProgressBySteps(inWindow)),
      ...decisionSteps(n),
    ],
    outcomes: [
      { label: 'Offer', count: n.offer! },
      { label: 'Referred to open banking', count: n.referred! },
      { label: 'Linked a bank account', count: n.linked! },
      { label: 'Offer after open banking', count: n.offer_after_ob! },
      { label: 'Declined', count: n.declined! },
      { label: 'Technical error', count: n.errored! },
    ],
  };
}

export interface OutcomeDay {
  day: string;
  counts: Record<Reason, number>;
}

/** Decided checks per day and reason. */
export async function outcomeMix(db: Queryable, filter: ReportFilter, now: Date): Promise<OutcomeDay[]> {
  const days = await countsByDay(db, filter, now);
  return [...days]
    .map(([day, counts]) => ({
      day,
      counts: Object.fromEntries(REASONS.map((reason) => [reason, counts[reasonColumn(reason)] ?? 0])) as Record<
        Reason,
        number
      >,
    }))
    .filter((day) => REASONS.some((reason) => day.counts[reason] > 0));
}

/** The engine's findings that counted against declined checks, most frequent first. */
export async function declineFindings(
  db: Queryable,
  filter: ReportFilter,
): Promise<{ finding: string; count: number }[]> {
  return (await keyedTotals(db, filter, ['finding'])).map(({ key, count }) => ({ finding: key, count }));
}

export interface OpenBankingFigures {
  referred: number;
  /** Gave consent at the provider (a connection was attempted with consent). */
  linked: number;
  offered: number;
  declined: number;
  /** Offers straight from the form, for the uplift open banking adds on top. */
  straightOffers: number;
}

/** Referred → linked → outcome, and what it adds to the offers made straight away. */
export async function openBanking(db: Queryable, filter: ReportFilter, now: Date): Promise<OpenBankingFigures> {
  const n = await totalCounts(db, filter, now);
  return {
    referred: n.referred!,
    linked: n.linked!,
    offered: n.offer_after_ob!,
    declined: n.declined_after_ob!,
    straightOffers: n.offer!,
  };
}

export interface ExperienceFigures {
  activityId: string;
  experienceId: string;
  submissions: number;
  matches: number;
}

/** Submitted checks and offers per activity and experience (the experience the server verified or drew). */
export async function experimentFigures(db: Queryable, filter: ReportFilter): Promise<ExperienceFigures[]> {
  const figures = new Map<string, ExperienceFigures>();
  for (const { metric, key, count } of await keyedTotals(db, filter, ['experiment-match', 'experiment-miss'])) {
    const [activityId = '', experienceId = ''] = key.split('|');
    const figure = figures.get(key) ?? { activityId, experienceId, submissions: 0, matches: 0 };
    figure.submissions += count;
    if (metric === 'experiment-match') figure.matches += count;
    figures.set(key, figure);
  }
  return [...figures.values()];
}

/** Every check submitted in the filter's range, with an experience or not. */
export async function checksSubmitted(db: Queryable, filter: ReportFilter, now: Date): Promise<number> {
  return (await totalCounts(db, filter, now)).submitted!;
}

export interface HealthFigures {
  /** Checks that ended in a technical error, by cause (the agency's failure, or 'other'). */
  technicalErrors: { cause: string; count: number }[];
  /** Error reports browsers sent in the range (all brands: they carry none). */
  clientErrorReports: number;
}

export async function health(db: Queryable, filter: ReportFilter): Promise<HealthFigures> {
  const { start, end } = dayRange(filter);
  const causes = await keyedTotals(db, filter, ['error-cause']);
  const reports = await db.query<{ n: unknown }>(
    'select count(*) as n from client_errors where created_at >= $1 and created_at < $2',
    [start.toISOString(), end.toISOString()],
  );
  return {
    technicalErrors: causes.map(({ key, count }) => ({ cause: key, count })),
    clientErrorReports: Number(reports.rows[0]?.n ?? 0),
  };
}

/** The browser's own steps before a check, from the analytics events (sent only with consent). */
export const CONSENTED_STEPS = [
  { label: 'Form page viewed', name: 'pageView', path: '/' },
  { label: 'Form started', name: 'quoteSession' },
  { label: 'Check submitted', name: 'quoteSubmission' },
] as const;

/**
 * Counts of those steps in the range: for every brand and channel together (the events carry
 * neither, nor a visitor), and only from visitors who allowed site-improvement cookies.
 */
export async function consentedSteps(db: Queryable, filter: ReportFilter): Promise<{ label: string; count: number }[]> {
  const { start, end } = dayRange(filter);
  const { rows } = await db.query<{ name: string; n: unknown }>(
    `select name, count(*) as n from analytics_events
     where created_at >= $1 and created_at < $2 and name = any($3)
       and (name <> 'pageView' or payload -> 'data' ->> 'path' = '/')
     group by 1`,
    [start.toISOString(), end.toISOString(), CONSENTED_STEPS.map((step) => step.name)],
  );
  const counts = new Map(rows.map((row) => [row.name, Number(row.n)]));
  return CONSENTED_STEPS.map((step) => ({ label: step.label, count: counts.get(step.name) ?? 0 }));
}
