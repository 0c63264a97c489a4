import { escapeHtml } from '../pages/escape-html.ts';
import { csrfField, errorList, OPS_BASE, table } from '../ops/ops-page.ts';
import { DELIVERED, type FoundPerson } from './find-person.ts';
import { PERSON_QUERY_FIELDS, type PersonQueryForm } from './person-query.ts';

export const PEOPLE_PATH = `${OPS_BASE}/people`;
export const PEOPLE_EXPORT_PATH = `${PEOPLE_PATH}/export`;
export const PEOPLE_ERASE_PATH = `${PEOPLE_PATH}/erase`;
export const PEOPLE_CORRECT_PATH = `${PEOPLE_PATH}/correct`;

/** Why a person's data is erased: said in the audit log with the operator's name. */
export const ERASURE_REASONS = {
  'erasure-request': 'The person asked for erasure (UK GDPR Art. 17)',
  'consent-withdrawn': 'The person withdrew consent and no other ground applies',
  'unlawfully-held': 'The data should not have been held',
} as const;
export type ErasureReason = keyof typeof ERASURE_REASONS;

const dateTime = (date: Date | null | undefined) =>
  date ? date.toISOString().replace('T', ' ').slice(0, 16) + ' UTC' : '';

/** The query travels with every action as hidden fields: each action finds the person again. */
const queryFields = (form: PersonQueryForm) =>
  PERSON_QUERY_FIELDS.map(
    (name) => `<input type="hidden" name="${name}" value="${escapeHtml(form[name] ?? '')}">`,
  ).join('');

const field = (name: keyof PersonQueryForm, label: string, form: PersonQueryForm, hint = '', type = 'text') =>
  `<div><label for="find-${name}">${label}</label>${hint ? `<p class="hint" id="find-${name}-hint">${hint}</p>` : ''}<input id="find-${name}" name="${name}" type="${type}" value="${escapeHtml(form[name] ?? '')}" autocomplete="off"${hint ? ` aria-describedby="find-${name}-hint"` : ''}></div>`;

function findForm(form: PersonQueryForm, csrf: string): string {
  return `<form method="post" action="${PEOPLE_PATH}" class="no-print">${csrfField(csrf)}
<fieldset><legend>By e-mail address</legend>${field('email', 'E-mail address', form, '', 'email')}</fieldset>
<fieldset><legend>Or by quote reference</legend>${field('reference', 'Quote reference', form, 'As the person saw it, for example QC-7K4M-92XD')}</fieldset>
<fieldset><legend>Or by surname, date of birth and postcode</legend>
${field('surname', 'Surname', form)}${field('dateOfBirth', 'Date of birth', form, 'DD-MM-YYYY')}${field('postcode', 'Postcode', form)}
</fieldset>
<button type="submit">Find</button>
</form>
<p class="no-print">Every search, export, correction and erasure is written to the audit log with your name. Searches use keyed hashes: nothing is decrypted to find a person.</p>`;
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

function results(found: FoundPerson): string {
  const quotationRows = found.quotations.map((quotation) => [
    quotation.reference,
    quotation.brand,
    quotation.channel,
    quotation.reason ?? quotation.status,
    dateTime(quotation.createdAt),
    quotation.erasedAt
      ? `erased ${dateTime(quotation.erasedAt)}: pseudonymised decision only`
      : yesNo(quotation.holdsAnswers),
    dateTime(quotation.acceptedAt) || 'no',
  ]);
  return `<h2 id="found-heading">What is held</h2>
${table('Quotations and their decisions', ['Quote reference', 'Brand', 'Channel', 'Outcome', 'Made', 'Personal data held', 'Offer accepted'], quotationRows)}
${table(
  'Open-banking consents and summaries',
  ['Session', 'Quote reference', 'Status', 'Consent given', 'Access ends', 'Summary held', 'Bank consent held'],
  found.openBanking.map((session) => [
    session.id,
    found.quotations.find((quotation) => quotation.id === session.quotationId)?.reference ?? '',
    session.status,
    dateTime(session.consentGivenAt),
    dateTime(session.accessExpiresAt),
    yesNo(session.holdsSummary),
    yesNo(session.bankConsent),
  ]),
)}
${table(
  'Saved checks',
  ['Saved check', 'Stage', 'Saved', 'Link ends', 'Used', 'Answers held'],
  found.savedChecks.map((check) => [
    check.id,
    check.stageId,
    dateTime(check.createdAt),
    dateTime(check.expiresAt),
    dateTime(check.usedAt) || 'no',
    yesNo(check.holdsAnswers),
  ]),
)}
${table(
  'Partner calls and webhook messages',
  ['Record', 'Partner or event', 'Quotation', 'When', 'State'],
  [
    ...found.partnerCalls.map((call) => [
      `partner call ${call.id}`,
      call.partner,
      call.quotationId,
      dateTime(call.createdAt),
      'received',
    ]),
    ...found.webhooks.map((hook) => [
      `webhook ${hook.id}`,
      hook.event,
      hook.quotationId,
      dateTime(hook.createdAt),
      hook.state === DELIVERED ? 'delivered' : `not delivered (${hook.state})`,
    ]),
  ],
)}
${table(
  'Corrections',
  ['Correction', 'Quotation', 'By', 'When'],
  found.corrections.map((correction) => [
    correction.id,
    correction.quotationId,
    correction.correctedBy,
    dateTime(correction.createdAt),
  ]),
)}
${table(
  'Audit entries that name them',
  ['Entry', 'When', 'Action', 'Operator'],
  found.auditEntries.map((entry) => [String(entry.id), dateTime(entry.at), entry.action, entry.operator ?? '']),
)}`;
}

function actions(form: PersonQueryForm, found: FoundPerson, csrf: string): string {
  const open = found.quotations.filter((quotation) => quotation.erasedAt === null);
  const reasons = Object.entries(ERASURE_REASONS)
    .map(([value, label]) => `<option value="${value}">${escapeHtml(label)}</option>`)
    .join('');
  const quotationOptions = open
    .map((quotation) => `<option value="${quotation.id}">${escapeHtml(quotation.reference)}</option>`)
    .join('');
  return `<section aria-labelledby="export-heading" class="no-print">
<h2 id="export-heading">Export</h2>
<p>A copy of everything held, where it came from, what it was used for, how long it is kept and who it was shared with. The file is made now and never stored.</p>
<form method="post" action="${PEOPLE_EXPORT_PATH}" class="filters">${csrfField(csrf)}${queryFields(form)}
<button type="submit" name="format" value="json">Download the JSON file</button>
<button type="submit" name="format" value="html">Download the printable page</button>
</form></section>
${
  open.length > 0
    ? `<section aria-labelledby="correct-heading" class="no-print">
<h2 id="correct-heading">Correct</h2>
<p>A note of correction is kept beside the record and shown in every export. The answers a decision was made on are not rewritten.</p>
<form method="post" action="${PEOPLE_CORRECT_PATH}">${csrfField(csrf)}${queryFields(form)}
<label for="correct-quotation">Quotation</label><select id="correct-quotation" name="quotationId">${quotationOptions}</select>
<label for="correct-note">What is corrected</label><textarea id="correct-note" name="note" rows="3" cols="50" maxlength="1000" required></textarea>
<div><button type="submit">Add the correction</button></div>
</form></section>`
    : ''
}
${
  found.quotations.length > 0 || found.savedChecks.length > 0
    ? `<section aria-labelledby="erase-heading" class="no-print">
<h2 id="erase-heading">Erase</h2>
<p>Removes every personal value above. The decision record the regulator requires is kept, pseudonymised (outcome, engine version, findings, date, brand, reference), for the time the retention table states; the funnel counts stay whole.</p>
<form method="post" action="${PEOPLE_ERASE_PATH}">${csrfField(csrf)}${queryFields(form)}
<label for="erase-reason">Why</label><select id="erase-reason" name="reason">${reasons}</select>
<div class="check"><input type="checkbox" id="erase-confirm" name="confirm" value="yes" required><label for="erase-confirm">I have checked the person's identity and want to erase their data</label></div>
<div><button type="submit" class="danger">Erase their data</button></div>
</form></section>`
    : ''
}`;
}

export interface PeoplePage {
  form: PersonQueryForm;
  csrf: string;
  problem?: string | undefined;
  found?: FoundPerson | undefined;
  /** What the last action did, said at the top. */
  notice?: string | undefined;
}

/** Find a person (issue 36 item 1), then export, correct or erase what is held. */
export function peopleView(page: PeoplePage): string {
  const nothing = page.found && page.found.quotations.length === 0 && page.found.savedChecks.length === 0;
  return `<h1>Find a person's data</h1>
${page.notice ? `<p role="status" class="notice">${escapeHtml(page.notice)}</p>` : ''}
${page.problem ? errorList([page.problem]) : ''}
${findForm(page.form, page.csrf)}
${nothing ? '<p role="status">Nothing is held under that key.</p>' : ''}
${page.found && !nothing ? results(page.found) + actions(page.form, page.found, page.csrf) : ''}`;
}
