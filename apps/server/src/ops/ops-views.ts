import { escapeHtml } from '../pages/escape-html.ts';
import { barChart, stackedColumns } from './ops-chart.ts';
import { BRAND_CHOICES, CHANNEL_CHOICES, filterQuery, type ReportFilter } from './ops-filters.ts';
import { csrfField, errorList, OPS_BASE, table } from './ops-page.ts';
import type { Activity } from '../experiments/activities.ts';
import type { ExperienceFigures, Funnel, HealthFigures, OpenBankingFigures, OutcomeDay } from './ops-reports.ts';
import { rateDifference, sampleRatioCheck } from './ops-stats.ts';
import type { AuditRecord } from './ops-audit.ts';
import type { OpsAccount } from './ops-accounts.ts';
import type { ExplainedDecision } from './ops-decision-lookup.ts';
import { REASONS } from '@quickcheck/contracts';

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

export function funnelView(
  funnel: Funnel,
  before: readonly { label: string; count: number }[],
  filter: ReportFilter,
  errors: readonly string[],
): string {
  const stageRows = funnel.stages.map((stage) => [
    stage.label,
    stage.count,
    stage.droppedOff ?? '',
    stage.stillInProgress ?? '',
  ]);
  return `<h1>Funnel</h1>
${filterForm(OPS_BASE, filter, errors)}
<p>From the service's own records: these counts do not depend on cookie consent. The form page viewed is counted as
the server draws it (a reload is not another view). A visitor whose form session has not yet timed out for inactivity,
checks still being decided, and offers still inside their 24-hour window are shown as in progress, not as dropped off.
'Dropped off': reached the stage before, not this one, and no longer in progress.</p>
<section class="view" aria-label="Funnel">
${barChart(
  'Funnel',
  funnel.stages.map((stage) => ({ label: stage.label, value: stage.count })),
)}
${table('Funnel stages', ['Stage', 'Reached', 'Dropped off', 'In progress'], stageRows)}
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

/** Short names for the chart's legend; the table names each reason in full. */
const REASON_SHORT: Record<(typeof REASONS)[number], string> = {
  MATCH_AND_OFFER: 'Offer',
  INFORMATION_MISMATCH: 'Mismatch',
  SCORE_DECLINE: 'Score',
  ALREADY_APPLIED_DECLINE: 'Applied',
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
<section class="view" aria-label="Outcome mix">
${stackedColumns(
  `Outcome mix per ${per}`,
  REASONS.map((reason) => REASON_SHORT[reason]),
  rows.map((row) => ({ label: row.day, values: REASONS.map((reason) => row.counts[reason]) })),
)}
${table(
  `Decided checks per ${per} and outcome`,
  [unit, ...REASONS],
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

function decisionView(found: ExplainedDecision): string {
  const replay =
    found.replay.agrees === undefined
      ? `Could not replay: ${found.replay.problem ?? 'unknown'}`
      : found.replay.agrees
        ? `Replayed by engine ${found.engineVersion}: the same outcome (${found.replay.reason})`
        : `Replayed by engine ${found.engineVersion}: a different outcome (${found.replay.reason})`;
  const inputs = found.record
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
  ],
)}
<p role="status" data-testid="replay">${escapeHtml(replay)}</p>
${table(
  'Findings and their weights',
  ['Finding', 'Points', 'Detail'],
  found.factors.map((factor) => [factor.name, factor.points, factor.detail]),
)}
${inputs}
<p class="no-print">Print this page for a complaint file: the print leaves out the console's menus.</p>
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
      : `Open banking added ${figures.offered} offers to ${figures.straightOffers} made straight from the form: ${percent(figures.offered / figures.straightOffers)} more.`;
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

function experimentSection({ activity, figures }: ExperimentRow): string {
  const byId = new Map(figures.map((figure) => [figure.experienceId, figure]));
  const rows = activity.experiences.map((experience) => {
    const figure = byId.get(experience.id) ?? { submissions: 0, matches: 0 };
    return { experience, n: figure.submissions, hits: figure.matches };
  });
  const [control, ...others] = rows;
  const srm = sampleRatioCheck(
    rows.map((row) => row.n),
    rows.map((row) => row.experience.weight),
  );
  const srmText = !srm
    ? 'No checks in this range: nothing to test the split on.'
    : srm.mismatch
      ? `Sample ratio mismatch: the split differs from the configured weights (chi-squared ${srm.statistic.toFixed(2)}, p = ${srm.p.toExponential(2)} < 0.001). The split itself is broken: do not read these results.`
      : `The split matches the configured weights (chi-squared ${srm.statistic.toFixed(2)}, p = ${srm.p.toFixed(3)}).`;
  const comparisons = others.map((other) => {
    const difference = control ? rateDifference(control, other) : undefined;
    if (!difference || !control) return [other.experience.name, '–', 'Not enough checks to compare'];
    const interval = `${percent(difference.difference)} (95% CI ${percent(difference.low)} to ${percent(difference.high)})`;
    const verdict = difference.significant
      ? `Significant: ${other.experience.name} ${difference.difference > 0 ? 'matches more' : 'matches fewer'} than ${control.experience.name}`
      : 'Not significant: the interval includes no difference';
    return [other.experience.name, interval, verdict];
  });
  return `<section aria-labelledby="activity-${escapeHtml(activity.id)}">
<h2 id="activity-${escapeHtml(activity.id)}">${escapeHtml(activity.name)}</h2>
<p role="status" class="${srm?.mismatch ? 'error' : ''}">${escapeHtml(srmText)}</p>
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

export function experimentsView(
  experiments: readonly ExperimentRow[],
  filter: ReportFilter,
  errors: readonly string[],
): string {
  return `<h1>Experiments</h1>
${filterForm(`${OPS_BASE}/experiments`, filter, errors)}
<p>Counted per submitted check, from the experience the server recorded with it (no consent needed). The chart's bars are match rates in percent.</p>
${experiments.map(experimentSection).join('\n')}`;
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
