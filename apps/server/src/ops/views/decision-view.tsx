import { EXPLANATION_TEXT } from '@quickcheck/contracts';
import { weightOf } from '../../decision/explain.ts';
import type { ExplainedDecision } from '../ops-decision-lookup.ts';
import { OPS_DECISIONS_PATH } from '../ops-paths.ts';
import { DataTable, dateTime, ErrorList } from './parts.tsx';

/** The replay's line; once the person's data is erased, what is kept instead (no inputs to replay on). */
function replayLine({ replay, engineVersion, erasedAt }: ExplainedDecision): string {
  if (erasedAt || !replay)
    return `The person's answers were erased on ${dateTime(erasedAt)}: what is kept is the pseudonymised decision (outcome, engine version, findings, date, brand and reference). It cannot be replayed: the inputs it was made on were erased with them.`;
  if (replay.agrees === undefined) return `Could not replay: ${replay.problem ?? 'unknown'}`;
  return `Replayed by engine ${engineVersion}: ${replay.agrees ? 'the same' : 'a different'} outcome (${replay.reason})`;
}

function Inputs({ found }: { found: ExplainedDecision }) {
  if (found.erasedAt) return <p>{`The inputs the engine used were erased on ${dateTime(found.erasedAt)}.`}</p>;
  if (!found.record) return <p>No stored inputs.</p>;
  const { record } = found;
  return (
    <DataTable
      caption="Inputs the engine used (decrypted for this view only)"
      headers={['Input', 'Value']}
      rows={[
        ...Object.entries(record.answers),
        ['agency answer', record.agency?.kind ?? 'not asked'],
        ...(record.agency?.kind === 'found'
          ? Object.entries(record.agency.profile).map(([key, value]) => [key, String(value)])
          : []),
        ['prior acceptance', String(record.priorAcceptance)],
        ['decision day', record.today],
      ]}
    />
  );
}

/**
 * What the applicant's result page said (issue 34): the same words, from the same function, beside
 * the findings, with the rule the reasons were ordered by.
 */
function Shown({ found }: { found: ExplainedDecision }) {
  const shown = found.shown;
  if (!shown) return <p>Nothing was shown to the applicant about a decision: none was made.</p>;
  const when = found.openBankingOffered ? (
    found.openBanking ? (
      <p>{`The applicant shared their bank data: the page after open banking said what the bank data showed (${found.openBanking.finding ?? 'no finding'}). Had they said no, they would have read the following.`}</p>
    ) : (
      <p>Open banking was offered for this decision; the applicant read the following if they said no to it.</p>
    )
  ) : null;
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
  return (
    <section aria-labelledby="shown-heading">
      <h3 id="shown-heading">What the applicant was shown</h3>
      {when}
      <DataTable
        caption={'The applicant\u2019s result page, word for word'}
        headers={['Part', 'What it said']}
        rows={rows}
      />
    </section>
  );
}

function Decision({ found }: { found: ExplainedDecision }) {
  return (
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading">{`Decision ${found.reference}`}</h2>
      <DataTable
        caption="Summary"
        headers={['Item', 'Value']}
        rows={[
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
            found.openBanking
              ? `${found.openBanking.reason ?? ''} ${found.openBanking.finding ?? ''}`.trim()
              : 'not used',
          ],
          ['Agreement accepted', dateTime(found.acceptedAt) || 'no'],
          ...(found.erasedAt ? [["The person's data erased", dateTime(found.erasedAt)]] : []),
        ]}
      />
      <p role="status" data-testid="replay">
        {replayLine(found)}
      </p>
      <DataTable
        caption="Findings and their weights"
        headers={['Finding', 'Points', 'Detail', 'Points short of its best (the order of the reasons)']}
        rows={found.factors.map((factor) => {
          const weight = weightOf(factor);
          return [
            factor.name,
            factor.points,
            factor.detail,
            weight === Infinity ? 'decides on its own: first' : weight,
          ];
        })}
      />
      <Shown found={found} />
      <Inputs found={found} />
      <p className="no-print">Print this page for a complaint file: the print leaves out the console's menus.</p>
    </section>
  );
}

/** One decision found by its reference or quotation id, explained and replayed (compliance, admin). */
export function DecisionSearchView({
  query,
  found,
  searched,
}: {
  query: string;
  found: ExplainedDecision | undefined;
  searched: boolean;
}) {
  return (
    <>
      <h1>Decision look-up</h1>
      <form method="get" action={OPS_DECISIONS_PATH} className="filters no-print">
        <div>
          <label htmlFor="q">Quote reference or quotation id</label>
          <input id="q" name="q" defaultValue={query} size={40} required />
        </div>
        <div>
          <button type="submit">Find</button>
        </div>
      </form>
      <p className="no-print">Every look-up is written to the audit log with your name.</p>
      {searched && !found ? <ErrorList errors={['No decision has that reference or quotation id']} /> : null}
      {found ? <Decision found={found} /> : null}
    </>
  );
}
