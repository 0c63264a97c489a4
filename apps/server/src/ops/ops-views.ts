import { EXPLANATION_TEXT, REASONS } from '@quickcheck/contracts';
import { escapeHtml } from '../pages/escape-html.ts';
import { weightOf } from '../decision/explain.ts';
import { barChart, stackedColumns } from './ops-chart.ts';
import { BRAND_CHOICES, CHANNEL_CHOICES, filterQuery, type ReportFilter } from './ops-filters.ts';
import { csrfField, errorList, OPS_BASE, table } from './ops-page.ts';
import type { Activity } from '../experiments/activities.ts';
import { CONVERSION_WINDOW_HOURS } from './ops-facts.ts';
import type {
  ExperienceFigures,
  Funnel,
  FunnelStage,
  HealthFigures,
  OpenBankingFigures,
  OutcomeDay,
} from './ops-reports.ts';
import {
  MIN_EXPECTED_PER_CELL,
  rateComparable,
  rateDifference,
  sampleRatioCheck,
  splitTestMinimum,
} from './ops-stats.ts';
import { countOf } from './ops-words.ts';
import type { AuditRecord } from './ops-audit.ts';
import type { OpsAccount } from './ops-accounts.ts';
import type { ExplainedDecision } from './ops-decision-lookup.ts';

const option = (value: string, chosen: string, label = value) =>
  `<option value="${escapeHtml(value)}"${value === chosen ? ' selected' : ''}>${escapeHtml(label)}</option>`;

/** The brand, channel and date-range form every aggregate view starts with. */
export function filterForm(action: string, filter: ReportFilter, errors: readonly string[]): string {
  return `${errorList(errors)}<form method="get" action="${action}" class="filters">
<div><label for="brand">Brand</label><select id="brand" name="brand">${BRAND_CHOICES.map((brand) => option(brand, filter.brand, brand === 'all' ? 'All brands' : brand)).join('')}</select></div>
<div><label for="channel">Channel</label><select id="channel" name="channel">${CHANNEL_CHOICES.map((channel) => option(channel, filter.channel, channel === 'all' ? 'All channels' : channel === 'direct' ? 'Direct' : channel)).join('')}</select></div>
<div><label for="from">From</label><input id="from" name="from" type="date" value="${filter.from}"></div>
<div><label for="to">To</label><input id="to" name="to" type="date" value="${filter.to}"></div>
<div><button type="submit">Show</button></div>
</form>`;
}

export function signInView(csrf: string, message?: string, enrolmentToken?: string): string {
  return `<h1>Sign in</h1>
${message ? errorList([message]) : ''}
${enrolmentToken ? '<p>Sign in to set up your authenticator app.</p>' : ''}
<form method="post" action="${OPS_BASE}/sign-in">${csrfField(csrf)}
${enrolmentToken ? `<input type="hidden" name="enrolment" value="${escapeHtml(enrolmentToken)}">` : ''}
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Continue</button>
</form>`;
}

export function secondFactorView(
  csrf: string,
  enrolment?: { qrSvg: string; secret: string },
  message?: string,
): string {
  const enrol = enrolment
    ? `<h2>Set up your authenticator app</h2>
<p>Scan this QR code with an authenticator app, or type the key into it. It is shown until you sign in with a code.</p>
<figure class="qr">${enrolment.qrSvg}<figcaption>Key: <code data-testid="totp-secret">${escapeHtml(enrolment.secret)}</code></figcaption></figure>`
    : '';
  return `<h1>Enter your code</h1>
${message ? errorList([message]) : ''}
${enrol}
<form method="post" action="${OPS_BASE}/second-factor">${csrfField(csrf)}
<label for="code">Six-digit code from your authenticator app</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required>
<button type="submit">Sign in</button>
</form>`;
}

/** The funnel's columns, one list for the page's table and the CSV export. */
const FUNNEL_COLUMNS: readonly { heading: string; csv: string; cell: (stage: FunnelStage) => string | number }[] = [
  { heading: 'Stage', csv: 'stage', cell: (stage) => stage.label },
  { heading: 'Reached', csv: 'reached', cell: (stage) => stage.count },
  { heading: 'Dropped off', csv: 'dropped_off', cell: (stage) => stage.droppedOff ?? '' },
  { heading: 'In progress', csv: 'in_progress', cell: (stage) => stage.stillInProgress ?? '' },
  { heading: 'Ended by the decision', csv: 'ended_by_decision', cell: (stage) => stage.endedByDecision ?? '' },
];

/** The funnel as CSV: its stages in the table's columns, then the outcomes. */
export function funnelCsv(funnel: Funnel): string {
  const blanks = FUNNEL_COLUMNS.slice(2).map(() => '');
  return csv([
    FUNNEL_COLUMNS.map((column) => column.csv),
    ...funnel.stages.map((stage) => FUNNEL_COLUMNS.map((column) => column.cell(stage))),
    ...funnel.outcomes.map((outcome) => [`outcome: ${outcome.label}`, outcome.count, ...blanks]),
  ]);
}

export function funnelView(
  funnel: Funnel,
  before: readonly { label: string; count: number }[],
  filter: ReportFilter,
  errors: readonly string[],
): string {
  return `<h1>Funnel</h1>
${filterForm(OPS_BASE, filter, errors)}
<p>From the service's own records: these counts do not depend on cookie consent. The form page viewed is counted as
the server draws it (a reload is not another view).</p>
<ul>
<li>'In progress': not at the stage yet, and still able to get there: a form session not yet timed out for
inactivity, a check still being decided, a referral to open banking within the hour its browser may take it up, an
offer within its ${CONVERSION_WINDOW_HOURS}-hour window.</li>
<li>'Ended by the decision': the check was decided with no offer (declined, details not matched, already applied,
declined after open banking, or a technical error). The visitor did not leave: the outcomes below split these.</li>
<li>'Dropped off': reached the stage before, not this one, and neither of those: the visitor left (at 'Offered', a
referral to open banking not taken up).</li>
</ul>
<section class="view wide-table" aria-label="Funnel">
${barChart(
  'Funnel',
  funnel.stages.map((stage) => ({ label: stage.label, value: stage.count })),
)}
${table(
  'Funnel stages',
  FUNNEL_COLUMNS.map((column) => column.heading),
  funnel.stages.map((stage) => FUNNEL_COLUMNS.map((column) => column.cell(stage))),
)}
</section>
<section class="view" aria-label="Outcomes">
${barChart(
  'Outcomes',
  funnel.outcomes.map((outcome) => ({ label: outcome.label, value: outcome.count })),
)}
${table(
  'Outcomes of the checks',
  ['Outcome', 'Checks'],
  funnel.outcomes.map((outcome) => [outcome.label, outcome.count]),
)}
</section>
<p><a href="${OPS_BASE}/funnel.csv?${escapeHtml(filterQuery(filter))}" download>Download the funnel as CSV</a></p>
<h2 id="before-heading">Before the check (needs consent)</h2>
<p>From the browser's analytics events, which are sent only when the visitor allows site-improvement cookies,
so these undercount; they carry no brand or channel, so they are for all brands and channels in the date range.</p>
<section class="view" aria-labelledby="before-heading">
${barChart(
  'Before the check, with consent',
  before.map((step) => ({ label: step.label, value: step.count })),
)}
${table(
  'Before the check: visitors who allowed analytics, all brands and channels',
  ['Step', 'Events'],
  before.map((step) => [step.label, step.count]),
)}
</section>`;
}

/**
 * Each outcome's name in the chart's legend and the table's headings: words that fit a column on a
 * desktop (the reasons' codes, side by side, needed twice a table's width); the page gives the codes.
 */
const REASON_NAMES: Record<(typeof REASONS)[number], string> = {
  MATCH_AND_OFFER: 'Offer',
  INFORMATION_MISMATCH: 'Mismatch',
  SCORE_DECLINE: 'Score decline',
  ALREADY_APPLIED_DECLINE: 'Already applied',
  ERROR: 'Error',
};
/** Past two months a day is too thin a column: weeks (from Monday) instead. */
const DAYS_PER_CHART = 62;

function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** The days as the chart shows them: each day, or each week when the range is long. */
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

export function outcomesView(
  days: readonly OutcomeDay[],
  findings: readonly { finding: string; count: number }[],
  filter: ReportFilter,
  errors: readonly string[],
): string {
  const { unit, rows } = outcomeBuckets(days, filter);
  const per = unit === 'Day' ? 'day' : 'week';
  return `<h1>Outcomes</h1>
${filterForm(`${OPS_BASE}/outcomes`, filter, errors)}
<p>Each decided check by the reason its decision gave, named here as in the record:</p>
<ul class="codes">${REASONS.map((reason) => `<li>${REASON_NAMES[reason]}: <code>${reason}</code></li>`).join('')}</ul>
<section class="view wide-table" aria-label="Outcome mix">
${stackedColumns(
  `Outcome mix per ${per}`,
  REASONS.map((reason) => REASON_NAMES[reason]),
  rows.map((row) => ({ label: row.day, values: REASONS.map((reason) => row.counts[reason]) })),
)}
${table(
  `Decided checks per ${per} and outcome`,
  [unit, ...REASONS.map((reason) => REASON_NAMES[reason])],
  rows.map((row) => [row.day, ...REASONS.map((reason) => row.counts[reason])]),
)}
</section>
<section class="view" aria-label="Decline reasons">
${barChart(
  'Decline findings, most frequent first',
  findings.map((finding) => ({ label: finding.finding, value: finding.count })),
)}
${table(
  'The engine\u2019s findings against declined checks',
  ['Finding', 'Declined checks'],
  findings.map((finding) => [finding.finding, finding.count]),
)}
</section>`;
}

export function decisionSearchView(query: string, found: ExplainedDecision | undefined, searched: boolean): string {
  return `<h1>Decision look-up</h1>
<form method="get" action="${OPS_BASE}/decisions" class="filters no-print">
<div><label for="q">Quote reference or quotation id</label><input id="q" name="q" value="${escapeHtml(query)}" size="40" required></div>
<div><button type="submit">Find</button></div>
</form>
<p class="no-print">Every look-up is written to the audit log with your name.</p>
${searched && !found ? errorList(['No decision has that reference or quotation id']) : ''}
${found ? decisionView(found) : ''}`;
}

const dateTime = (date: Date | null | undefined) =>
  date ? date.toISOString().replace('T', ' ').slice(0, 19) + ' UTC' : '';

/** The replay's line; once the person's data is erased, what is kept instead (no inputs to replay on). */
function replayLine({ replay, engineVersion, erasedAt }: ExplainedDecision): string {
  if (erasedAt || !replay)
    return `The person's answers were erased on ${dateTime(erasedAt)}: what is kept is the pseudonymised decision (outcome, engine version, findings, date, brand and reference). It cannot be replayed: the inputs it was made on were erased with them.`;
  if (replay.agrees === undefined) return `Could not replay: ${replay.problem ?? 'unknown'}`;
  return `Replayed by engine ${engineVersion}: ${replay.agrees ? 'the same' : 'a different'} outcome (${replay.reason})`;
}

function decisionView(found: ExplainedDecision): string {
  const inputs = found.erasedAt
    ? `<p>The inputs the engine used were erased on ${dateTime(found.erasedAt)}.</p>`
    : found.record
      ? table(
          'Inputs the engine used (decrypted for this view only)',
          ['Input', 'Value'],
          [
            ...Object.entries(found.record.answers),
            ['agency answer', found.record.agency?.kind ?? 'not asked'],
            ...(found.record.agency?.kind === 'found'
              ? Object.entries(found.record.agency.profile).map(([key, value]) => [key, String(value)])
              : []),
            ['prior acceptance', String(found.record.priorAcceptance)],
            ['decision day', found.record.today],
          ],
        )
      : '<p>No stored inputs.</p>';
  return `<section aria-labelledby="summary-heading">
<h2 id="summary-heading">Decision ${escapeHtml(found.reference)}</h2>
${table(
  'Summary',
  ['Item', 'Value'],
  [
    ['Quote reference', found.reference],
    ['Quotation id', found.quotationId],
    ['Brand', found.brand],
    ['Channel', found.channel],
    ['Made', dateTime(found.createdAt)],
    ['Decided', dateTime(found.decidedAt)],
    ['Outcome', found.reason ?? found.status],
    ['Engine version', found.engineVersion ?? 'not recorded'],
    ['Score', found.score ?? ''],
    ['Credit limit', found.creditLimit ?? ''],
    ['APR', found.apr ?? ''],
    [
      'Open banking',
      found.openBanking ? `${found.openBanking.reason ?? ''} ${found.openBanking.finding ?? ''}`.trim() : 'not used',
    ],
    ['Agreement accepted', dateTime(found.acceptedAt) || 'no'],
    ...(found.erasedAt ? [["The person's data erased", dateTime(found.erasedAt)]] : []),
  ],
)}
<p role="status" data-testid="replay">${escapeHtml(replayLine(found))}</p>
${table(
  'Findings and their weights',
  ['Finding', 'Points', 'Detail', 'Points short of its best (the order of the reasons)'],
  found.factors.map((factor) => {
    const weight = weightOf(factor);
    return [factor.name, factor.points, factor.detail, weight === Infinity ? 'decides on its own: first' : weight];
  }),
)}
${shownView(found)}
${inputs}
<p class="no-print">Print this page for a complaint file: the print leaves out the console's menus.</p>
</section>`;
}

/**
 * What the applicant's result page said (issue 34): the same words, from the same function, beside
 * the findings, with the rule the reasons were ordered by.
 */
function shownView(found: ExplainedDecision): string {
  const shown = found.shown;
  if (!shown) return '<p>Nothing was shown to the applicant about a decision: none was made.</p>';
  const when = found.openBankingOffered
    ? found.openBanking
      ? `<p>The applicant shared their bank data: the page after open banking said what the bank data showed (${escapeHtml(found.openBanking.finding ?? 'no finding')}). Had they said no, they would have read the following.</p>`
      : '<p>Open banking was offered for this decision; the applicant read the following if they said no to it.</p>'
    : '';
  const rows: [string, string][] = [
    ...(shown.basis ? [['What the outcome rested on', shown.basis] as [string, string]] : []),
    ...shown.findings.map(
      (finding, index) =>
        [`Reason ${index + 1}`, `${finding.finding} ${EXPLANATION_TEXT.helpLabel} ${finding.help}`] as [string, string],
    ),
    ...(shown.rankingRule ? [['How the reasons were ordered', shown.rankingRule] as [string, string]] : []),
    ['Check-again date', shown.checkAgain ?? 'none given'],
    ['Agency named', shown.agencyName ?? 'none: the agency\u2019s data did not count'],
  ];
  return `<section aria-labelledby="shown-heading">
<h3 id="shown-heading">What the applicant was shown</h3>
${when}
${table('The applicant\u2019s result page, word for word', ['Part', 'What it said'], rows)}
</section>`;
}

/** The change an admin can make to an operator: disable an enabled one, enable a disabled one. */
export const OPS_USER_CHANGES = { disable: `${OPS_BASE}/users/disable`, enable: `${OPS_BASE}/users/enable` } as const;

function accountChange(account: OpsAccount, csrf: string, viewerEmail: string) {
  // An admin cannot disable themselves: the console would be left without the admin who was using it.
  if (account.email === viewerEmail) return 'you';
  const [action, label] = account.disabledAt
    ? [OPS_USER_CHANGES.enable, 'Enable']
    : [OPS_USER_CHANGES.disable, 'Disable'];
  return {
    html: `<form method="post" action="${action}" class="row-action">${csrfField(csrf)}
<input type="hidden" name="id" value="${escapeHtml(account.id)}"><button type="submit">${label} ${escapeHtml(account.email)}</button></form>`,
  };
}

export function usersView(
  accounts: readonly OpsAccount[],
  viewer: { email: string; csrfToken: string },
  message?: string,
): string {
  return `<h1>Operators</h1>
${message ? `<p role="status">${escapeHtml(message)}</p>` : ''}
<p>Accounts are added on the server with <code>npm run ops:user -- add &lt;email&gt; --role admin|compliance|analyst</code>.
A disabled operator cannot sign in, and their sessions end at once.</p>
${table(
  'Operator accounts',
  ['Email', 'Role', 'Authenticator set up', 'Created', 'Status', 'Change'],
  accounts.map((account) => [
    account.email,
    account.role,
    account.totpConfirmed ? 'yes' : 'not yet',
    dateTime(account.createdAt),
    account.disabledAt ? `disabled ${dateTime(account.disabledAt)}` : 'active',
    accountChange(account, viewer.csrfToken, viewer.email),
  ]),
)}`;
}

export function auditView(entries: readonly AuditRecord[]): string {
  return `<h1>Audit log</h1>
<p>Append-only: the newest 200 entries.</p>
${table(
  'Audit log',
  ['When', 'Operator', 'Action', 'Subject', 'Detail'],
  entries.map((entry) => [
    dateTime(entry.at),
    entry.email ?? '(unknown email)',
    entry.action,
    entry.subject ?? '',
    JSON.stringify(entry.detail),
  ]),
)}`;
}

export const forbiddenView = () => `<h1>Not allowed</h1><p>Your role cannot open this page.</p>`;

/** A CSV field: quoted when it holds a comma, quote or line break; a leading formula character is neutralised. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csv = (rows: readonly (readonly (string | number)[])[]) =>
  rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const rate = (hits: number, n: number) => (n === 0 ? '–' : percent(hits / n));

export function openBankingView(figures: OpenBankingFigures, filter: ReportFilter, errors: readonly string[]): string {
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
  return `<h1>Open banking</h1>
${filterForm(`${OPS_BASE}/open-banking`, filter, errors)}
<section class="view" aria-label="Open banking">
${barChart('Open banking: referred, linked, outcome', steps)}
${table(
  'Open banking steps',
  ['Step', 'Checks', 'Of those referred'],
  steps.map((step) => [step.label, step.value, rate(step.value, figures.referred)]),
)}
</section>
<p data-testid="uplift">${escapeHtml(uplift)}</p>`;
}

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

function experimentSection({ activity, figures }: ExperimentRow, submitted: number): string {
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
  const runsOn = activity.brands === 'all' ? '' : `<p>It runs on ${escapeHtml(activity.brands.join(', '))} only.</p>`;
  return `<section aria-labelledby="activity-${escapeHtml(activity.id)}">
<h2 id="activity-${escapeHtml(activity.id)}">${escapeHtml(activity.name)}</h2>
${runsOn}<p role="status" class="${split.broken ? 'error' : ''}">${escapeHtml(split.text)}</p>
<div class="view">
${barChart(
  `${activity.name}: match rate per experience`,
  rows.map((row) => ({
    label: row.experience.name,
    value: row.n === 0 ? 0 : Math.round((row.hits / row.n) * 1000) / 10,
  })),
)}
${table(
  `${activity.name}: per experience`,
  ['Experience', 'Configured share', 'Checks submitted', 'Offers', 'Match rate'],
  rows.map((row) => [row.experience.name, percent(row.experience.weight), row.n, row.hits, rate(row.hits, row.n)]),
)}
</div>
${table(`${activity.name}: difference in match rate against ${control?.experience.name ?? 'the control'}`, ['Experience', 'Difference', 'Verdict'], comparisons)}
</section>`;
}

/**
 * The experiments: `submitted` is every check submitted in the filter's range, with an
 * experience or not, so the page can say how many carried one.
 */
export function experimentsView(
  experiments: readonly ExperimentRow[],
  submitted: number,
  filter: ReportFilter,
  errors: readonly string[],
): string {
  return `<h1>Experiments</h1>
${filterForm(`${OPS_BASE}/experiments`, filter, errors)}
<p>Counted per submitted check, from the experience the server recorded with it. A check carries one only when its
visitor allowed site-improvement cookies and met the experience on an earlier page: a check made
without that consent, or on the first page seen, is in no experiment. No claim is made on a small sample: the split is
tested once every experience expects ${MIN_EXPECTED_PER_CELL} checks, and a difference in match rate is stated once each
experience has ${MIN_EXPECTED_PER_CELL} offers and ${MIN_EXPECTED_PER_CELL} checks without one. The chart's bars are
match rates in percent.</p>
${experiments.map((experiment) => experimentSection(experiment, submitted)).join('\n')}`;
}

export function healthView(
  figures: HealthFigures,
  rateLimitRefusals: number,
  filter: ReportFilter,
  errors: readonly string[],
): string {
  const total = figures.technicalErrors.reduce((sum, row) => sum + row.count, 0);
  const timeouts = figures.technicalErrors.find((row) => row.cause === 'timeout')?.count ?? 0;
  const rows: [string, number][] = [
    ['Checks ended in a technical error', total],
    ['Of which agency time-outs', timeouts],
    ['Error reports from browsers (all brands)', figures.clientErrorReports],
    ['Rate-limit refusals since this server started', rateLimitRefusals],
  ];
  return `<h1>Service health</h1>
${filterForm(`${OPS_BASE}/health`, filter, errors)}
<section class="view" aria-label="Service health">
${barChart(
  'Service health',
  rows.map(([label, value]) => ({ label, value })),
)}
${table('Service health', ['Measure', 'Count'], rows)}
</section>
${table(
  'Technical errors by cause',
  ['Cause', 'Checks'],
  figures.technicalErrors.map((row) => [row.cause, row.count]),
)}
<p>Rate-limit refusals are counted by each server process (quickcheck_rate_limit_refusals_total in the metrics); the figure here is this process's.</p>`;
}
