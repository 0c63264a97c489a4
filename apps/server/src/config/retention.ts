import { DEFAULT_SESSION_EXPIRY_MINUTES, DEFAULT_SESSION_INACTIVITY_MINUTES } from '@quickcheck/contracts';
import { DEFAULT_SAVED_CHECK_VALID_DAYS } from './env.ts';

/**
 * How long each kind of data is kept, and why (issue 36 item 5, decision 077): the one table that
 * drives the scheduled purges (main.ts), the dates stored with a row (quotations' purge_after), the
 * README's "Retention" section, the console's /ops/retention and the public /privacy/retention page a
 * brand's privacy notice links to. A test fails when the README says otherwise.
 */
export type RetentionPeriod =
  | { amount: number; unit: 'days' | 'years'; after: string }
  | {
      /** How long, in plain words and with the standard figure: what the public and the person read. */
      described: string;
      /** The configuration that sets it: for operators only (the README and the console). */
      setBy: string;
    };

/** Minutes as a person says them: '1 day', '20 minutes'. */
function minutesInWords(minutes: number): string {
  const [amount, unit] =
    minutes % 1440 === 0 ? [minutes / 1440, 'day'] : minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

export interface RetentionRule {
  /** The purge's metric label (`kind`): the purge-lag alert reads these, so a kind is never renamed. */
  kind: string;
  data: string;
  period: RetentionPeriod;
  why: string;
}

export const RETENTION = [
  {
    kind: 'quotations',
    data: 'A check: the answers given (sealed), the decision and the inputs it was made on, open-banking summaries, an accepted offer, partner calls and corrections',
    period: { amount: 3, unit: 'years', after: 'its last use' },
    why: "The service's terms: to answer a complaint about a check, and to tell a person who accepted an offer that they have already applied",
  },
  {
    kind: 'erased-decisions',
    data: 'A decision record after its person asked for erasure, pseudonymised: outcome, engine version, findings, date, brand and reference; no name, contact, answers or bank data',
    period: { amount: 6, unit: 'years', after: 'the check was made' },
    why: 'A lender must be able to show how each credit decision was made for as long as a complaint or claim about it can be brought (six years, Limitation Act 1980; FCA SYSC 9)',
  },
  {
    kind: 'saved-checks',
    data: "A saved check: the answers so far (sealed) and the e-mail address's keyed hash",
    period: {
      described: `Until its link ends: ${DEFAULT_SAVED_CHECK_VALID_DAYS} days after it was e-mailed, as standard`,
      setBy: 'SAVED_CHECK_VALID_DAYS',
    },
    why: 'Only so the person can come back to their check; once the browser that used its link submits, the answers go',
  },
  {
    kind: 'form-sessions',
    data: 'A form session: an id, its brand and channel, and times; no personal data',
    period: {
      described: `Until the form can no longer be sent: at most ${minutesInWords(
        Math.max(DEFAULT_SESSION_EXPIRY_MINUTES, DEFAULT_SESSION_INACTIVITY_MINUTES),
      )}, as standard`,
      setBy: 'the longer of SESSION_EXPIRY_MINUTES and SESSION_INACTIVITY_MINUTES',
    },
    why: 'The time-out and the funnel need it only while the session can still be used',
  },
  {
    kind: 'telemetry',
    data: 'Analytics events (no personal data)',
    period: { amount: 90, unit: 'days', after: 'the event' },
    why: 'Long enough to compare a release with the quarter before it',
  },
  {
    kind: 'client-errors',
    data: 'Error reports from browsers (no personal data)',
    period: { amount: 30, unit: 'days', after: 'the report' },
    why: 'Longer than a release cycle; after it an error is fixed or known',
  },
  {
    kind: 'data-requests',
    data: "A data-protection request: its kind, dates, and who checked the person's identity; it names no one",
    period: { amount: 6, unit: 'years', after: 'it was done' },
    why: 'To show the regulator and the ICO that each request was answered within its month',
  },
] as const satisfies readonly RetentionRule[];

/** What is kept without a purge, stated beside the table: the console's audit log (decision 046). */
export const NOT_PURGED = {
  keptFor: 'As long as the service runs',
  data: "The operator console's audit log: operators' e-mail addresses and what they did; a person only by a quotation id or a keyed hash",
  why: 'Append-only, so that no one (the app included) can hide what was done with a person’s data; kept for as long as the service runs',
} as const;

export type RetentionKind = (typeof RETENTION)[number]['kind'];

const ruleOf = (kind: RetentionKind): RetentionRule => RETENTION.find((rule) => rule.kind === kind)!;

/** When data of a kind measured in days or years ends, counted from `from`. */
export function retentionEnd(kind: RetentionKind, from: Date): Date {
  const { period } = ruleOf(kind);
  if (!('amount' in period)) throw new Error(`${kind} is not kept for a fixed time`);
  const end = new Date(from);
  if (period.unit === 'years') end.setUTCFullYear(end.getUTCFullYear() + period.amount);
  else end.setUTCDate(end.getUTCDate() + period.amount);
  return end;
}

/** The first instant still kept at `now`: data of this kind from before it is past its time. */
export function retentionCutoff(kind: RetentionKind, now: Date): Date {
  const { period } = ruleOf(kind);
  if (!('amount' in period)) throw new Error(`${kind} is not kept for a fixed time`);
  const cutoff = new Date(now);
  if (period.unit === 'years') cutoff.setUTCFullYear(cutoff.getUTCFullYear() - period.amount);
  else cutoff.setUTCDate(cutoff.getUTCDate() - period.amount);
  return cutoff;
}

/** How long, in plain words: what the public page and a person's export say (no setting names). */
export const publicPeriodText = (period: RetentionPeriod) =>
  'amount' in period ? `${period.amount} ${period.unit} after ${period.after}` : period.described;

/** How long, for operators: the plain words and the setting that changes them (the README and the console). */
export const periodText = (period: RetentionPeriod) =>
  'amount' in period ? publicPeriodText(period) : `${period.described}; set by ${period.setBy}`;

/** The table as Markdown: the README's "Retention" section is exactly this (a test checks). */
export function retentionMarkdown(): string {
  const escape = (text: string) => text.replace(/\|/g, '\\|');
  const rows = RETENTION.map(
    (rule) => `| \`${rule.kind}\` | ${escape(rule.data)} | ${escape(periodText(rule.period))} | ${escape(rule.why)} |`,
  );
  return [
    '| kind | data | kept for | why |',
    '| --- | --- | --- | --- |',
    ...rows,
    `| (not purged) | ${escape(NOT_PURGED.data)} | ${escape(NOT_PURGED.keptFor)} | ${escape(NOT_PURGED.why)} |`,
  ].join('\n');
}
