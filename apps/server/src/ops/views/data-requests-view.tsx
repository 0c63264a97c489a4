import { IDENTITY_METHODS, REQUEST_KINDS, type DataRequest } from '../../data-rights/data-requests.ts';
import { REQUEST_DONE_PATH, REQUESTS_PATH } from '../ops-paths.ts';
import { CsrfField, DataTable, ErrorList } from './parts.tsx';

const Options = ({ choices }: { choices: Record<string, string> }) => (
  <>
    {Object.entries(choices).map(([value, label]) => (
      <option key={value} value={value}>
        {label}
      </option>
    ))}
  </>
);

/** The requests as work (issue 36 item 6): what is due, by when, whose identity was checked by whom. */
export function DataRequestsView({
  requests,
  today,
  csrf,
  problem,
}: {
  requests: readonly DataRequest[];
  today: string;
  csrf: string;
  problem?: string | undefined;
}) {
  const open = requests.filter((request) => request.doneAt === null);
  const rows = requests.map((request) => [
    request.receivedOn,
    REQUEST_KINDS[request.kind],
    request.quoteReference ?? '',
    `${request.identityCheckedBy}: ${IDENTITY_METHODS[request.identityMethod]}`,
    request.doneAt === null && request.dueOn < today ? (
      <span className="overdue">{`${request.dueOn} (overdue)`}</span>
    ) : (
      request.dueOn
    ),
    request.doneAt ? (
      `${request.doneAt.toISOString().slice(0, 10)} by ${request.doneBy ?? ''}`
    ) : (
      <form method="post" action={REQUEST_DONE_PATH} className="row-action">
        <CsrfField token={csrf} />
        <input type="hidden" name="id" value={request.id} />
        <button type="submit">
          Mark done<span className="visually-hidden">{` (received ${request.receivedOn})`}</span>
        </button>
      </form>
    ),
  ]);
  return (
    <>
      <h1>Data requests</h1>
      <p>
        {`${open.length === 0 ? 'No request is open.' : `${open.length} open; the soonest is due ${open[0]!.dueOn}.`} A request is due one calendar month after it was received.`}
      </p>
      {problem ? <ErrorList errors={[problem]} /> : null}
      <DataTable
        caption="Requests, open first, soonest due first"
        headers={['Received', 'Asked for', 'Quote reference', 'Identity checked', 'Due', 'Done']}
        rows={rows}
      />
      <section aria-labelledby="new-request-heading" className="no-print">
        <h2 id="new-request-heading">A new request</h2>
        <p>No personal data here: find the person under "A person's data" when you do the work.</p>
        <form method="post" action={REQUESTS_PATH}>
          <CsrfField token={csrf} />
          <label htmlFor="request-kind">Asked for</label>
          <select id="request-kind" name="kind">
            <Options choices={REQUEST_KINDS} />
          </select>
          <label htmlFor="request-received">Received on</label>
          <input id="request-received" name="receivedOn" type="date" defaultValue={today} required />
          <label htmlFor="request-identity">How their identity was checked</label>
          <select id="request-identity" name="identityMethod">
            <Options choices={IDENTITY_METHODS} />
          </select>
          <label htmlFor="request-reference">Quote reference, if they gave one</label>
          <input id="request-reference" name="quoteReference" autoComplete="off" />
          <div>
            <button type="submit">Open the request</button>
          </div>
        </form>
      </section>
    </>
  );
}
