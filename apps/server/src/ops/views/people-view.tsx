import { ERASURE_REASONS } from '../../data-rights/erasure-reasons.ts';
import { DELIVERED, type FoundPerson } from '../../data-rights/find-person.ts';
import { PERSON_QUERY_FIELDS, type PersonQueryForm } from '../../data-rights/person-query.ts';
import { PEOPLE_CORRECT_PATH, PEOPLE_ERASE_PATH, PEOPLE_EXPORT_PATH, PEOPLE_PATH } from '../ops-paths.ts';
import { CsrfField, DataTable, ErrorList } from './parts.tsx';

/** To the minute: the person's records are read by the day and hour. */
const toTheMinute = (date: Date | null | undefined) =>
  date ? date.toISOString().replace('T', ' ').slice(0, 16) + ' UTC' : '';

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** The query travels with every action as hidden fields: each action finds the person again. */
const QueryFields = ({ form }: { form: PersonQueryForm }) => (
  <>
    {PERSON_QUERY_FIELDS.map((name) => (
      <input key={name} type="hidden" name={name} value={form[name] ?? ''} />
    ))}
  </>
);

function Field({
  name,
  label,
  form,
  hint,
  type = 'text',
}: {
  name: keyof PersonQueryForm;
  label: string;
  form: PersonQueryForm;
  hint?: string;
  type?: string;
}) {
  const id = `find-${name}`;
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={form[name] ?? ''}
        autoComplete="off"
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
    </div>
  );
}

function FindForm({ form, csrf }: { form: PersonQueryForm; csrf: string }) {
  return (
    <>
      <form method="post" action={PEOPLE_PATH} className="no-print">
        <CsrfField token={csrf} />
        <fieldset>
          <legend>By e-mail address</legend>
          <Field name="email" label="E-mail address" form={form} type="email" />
        </fieldset>
        <fieldset>
          <legend>Or by quote reference</legend>
          <Field
            name="reference"
            label="Quote reference"
            form={form}
            hint="As the person saw it, for example QC-7K4M-92XD"
          />
        </fieldset>
        <fieldset>
          <legend>Or by surname, date of birth and postcode</legend>
          <Field name="surname" label="Surname" form={form} />
          <Field name="dateOfBirth" label="Date of birth" form={form} hint="DD-MM-YYYY" />
          <Field name="postcode" label="Postcode" form={form} />
        </fieldset>
        <button type="submit">Find</button>
      </form>
      <p className="no-print">
        Every search, export, correction and erasure is written to the audit log with your name. Searches use keyed
        hashes: nothing is decrypted to find a person.
      </p>
    </>
  );
}

function Results({ found }: { found: FoundPerson }) {
  return (
    <>
      <h2 id="found-heading">What is held</h2>
      <DataTable
        caption="Quotations and their decisions"
        headers={['Quote reference', 'Brand', 'Channel', 'Outcome', 'Made', 'Personal data held', 'Offer accepted']}
        rows={found.quotations.map((quotation) => [
          quotation.reference,
          quotation.brand,
          quotation.channel,
          quotation.reason ?? quotation.status,
          toTheMinute(quotation.createdAt),
          quotation.erasedAt
            ? `erased ${toTheMinute(quotation.erasedAt)}: pseudonymised decision only`
            : yesNo(quotation.holdsAnswers),
          toTheMinute(quotation.acceptedAt) || 'no',
        ])}
      />
      <DataTable
        caption="Open-banking consents and summaries"
        headers={[
          'Session',
          'Quote reference',
          'Status',
          'Consent given',
          'Access ends',
          'Summary held',
          'Bank consent held',
        ]}
        rows={found.openBanking.map((session) => [
          session.id,
          found.quotations.find((quotation) => quotation.id === session.quotationId)?.reference ?? '',
          session.status,
          toTheMinute(session.consentGivenAt),
          toTheMinute(session.accessExpiresAt),
          yesNo(session.holdsSummary),
          yesNo(session.bankConsent),
        ])}
      />
      <DataTable
        caption="Saved checks"
        headers={['Saved check', 'Stage', 'Saved', 'Link ends', 'Used', 'Answers held']}
        rows={found.savedChecks.map((check) => [
          check.id,
          check.stageId,
          toTheMinute(check.createdAt),
          toTheMinute(check.expiresAt),
          toTheMinute(check.usedAt) || 'no',
          yesNo(check.holdsAnswers),
        ])}
      />
      <DataTable
        caption="Partner calls and webhook messages"
        headers={['Record', 'Partner or event', 'Quotation', 'When', 'State']}
        rows={[
          ...found.partnerCalls.map((call) => [
            `partner call ${call.id}`,
            call.partner,
            call.quotationId,
            toTheMinute(call.createdAt),
            'received',
          ]),
          ...found.webhooks.map((hook) => [
            `webhook ${hook.id}`,
            hook.event,
            hook.quotationId,
            toTheMinute(hook.createdAt),
            hook.state === DELIVERED ? 'delivered' : `not delivered (${hook.state})`,
          ]),
        ]}
      />
      <DataTable
        caption="Corrections"
        headers={['Correction', 'Quotation', 'By', 'When']}
        rows={found.corrections.map((correction) => [
          correction.id,
          correction.quotationId,
          correction.correctedBy,
          toTheMinute(correction.createdAt),
        ])}
      />
      <DataTable
        caption="Audit entries that name them"
        headers={['Entry', 'When', 'Action', 'Operator']}
        rows={found.auditEntries.map((entry) => [
          String(entry.id),
          toTheMinute(entry.at),
          entry.action,
          entry.operator ?? '',
        ])}
      />
    </>
  );
}

function Actions({ form, found, csrf }: { form: PersonQueryForm; found: FoundPerson; csrf: string }) {
  const open = found.quotations.filter((quotation) => quotation.erasedAt === null);
  return (
    <>
      <section aria-labelledby="export-heading" className="no-print">
        <h2 id="export-heading">Export</h2>
        <p>
          A copy of everything held, where it came from, what it was used for, how long it is kept and who it was shared
          with. The file is made now and never stored.
        </p>
        <form method="post" action={PEOPLE_EXPORT_PATH} className="filters">
          <CsrfField token={csrf} />
          <QueryFields form={form} />
          <button type="submit" name="format" value="json">
            Download the JSON file
          </button>
          <button type="submit" name="format" value="html">
            Download the printable page
          </button>
        </form>
      </section>
      {open.length > 0 ? (
        <section aria-labelledby="correct-heading" className="no-print">
          <h2 id="correct-heading">Correct</h2>
          <p>
            A note of correction is kept beside the record and shown in every export. The answers a decision was made on
            are not rewritten.
          </p>
          <form method="post" action={PEOPLE_CORRECT_PATH}>
            <CsrfField token={csrf} />
            <QueryFields form={form} />
            <label htmlFor="correct-quotation">Quotation</label>
            <select id="correct-quotation" name="quotationId">
              {open.map((quotation) => (
                <option key={quotation.id} value={quotation.id}>
                  {quotation.reference}
                </option>
              ))}
            </select>
            <label htmlFor="correct-note">What is corrected</label>
            <textarea id="correct-note" name="note" rows={3} cols={50} maxLength={1000} required />
            <div>
              <button type="submit">Add the correction</button>
            </div>
          </form>
        </section>
      ) : null}
      {found.quotations.length > 0 || found.savedChecks.length > 0 ? (
        <section aria-labelledby="erase-heading" className="no-print">
          <h2 id="erase-heading">Erase</h2>
          <p>
            Removes every personal value above. The decision record the regulator requires is kept, pseudonymised
            (outcome, engine version, findings, date, brand, reference), for the time the retention table states; the
            funnel counts stay whole.
          </p>
          <form method="post" action={PEOPLE_ERASE_PATH}>
            <CsrfField token={csrf} />
            <QueryFields form={form} />
            <label htmlFor="erase-reason">Why</label>
            <select id="erase-reason" name="reason">
              {Object.entries(ERASURE_REASONS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
            <div className="check">
              <input type="checkbox" id="erase-confirm" name="confirm" value="yes" required />
              <label htmlFor="erase-confirm">I have checked the person's identity and want to erase their data</label>
            </div>
            <div>
              <button type="submit" className="danger">
                Erase their data
              </button>
            </div>
          </form>
        </section>
      ) : null}
    </>
  );
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
export function PeopleView({ page }: { page: PeoplePage }) {
  const nothing = page.found && page.found.quotations.length === 0 && page.found.savedChecks.length === 0;
  return (
    <>
      <h1>Find a person's data</h1>
      {page.notice ? (
        <p role="status" className="notice">
          {page.notice}
        </p>
      ) : null}
      {page.problem ? <ErrorList errors={[page.problem]} /> : null}
      <FindForm form={page.form} csrf={page.csrf} />
      {nothing ? <p role="status">Nothing is held under that key.</p> : null}
      {page.found && !nothing ? (
        <>
          <Results found={page.found} />
          <Actions form={page.form} found={page.found} csrf={page.csrf} />
        </>
      ) : null}
    </>
  );
}
