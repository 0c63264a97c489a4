import { escapeHtml } from '../pages/escape-html.ts';
import { csrfField, errorList, OPS_BASE, table } from '../ops/ops-page.ts';
import { IDENTITY_METHODS, REQUEST_KINDS, type DataRequest } from './data-requests.ts';

export const REQUESTS_PATH = `${OPS_BASE}/requests`;
export const REQUEST_DONE_PATH = `${REQUESTS_PATH}/done`;

const options = (choices: Record<string, string>) =>
  Object.entries(choices)
    .map(([value, label]) => `<option value="${value}">${escapeHtml(label)}</option>`)
    .join('');

/** The requests as work (issue 36 item 6): what is due, by when, whose identity was checked by whom. */
export function dataRequestsView(
  requests: readonly DataRequest[],
  today: string,
  csrf: string,
  problem?: string,
): string {
  const open = requests.filter((request) => request.doneAt === null);
  const rows = requests.map((request) => [
    request.receivedOn,
    REQUEST_KINDS[request.kind],
    request.quoteReference ?? '',
    `${request.identityCheckedBy}: ${IDENTITY_METHODS[request.identityMethod]}`,
    {
      html:
        request.doneAt === null && request.dueOn < today
          ? `<span class="overdue">${request.dueOn} (overdue)</span>`
          : escapeHtml(request.dueOn),
    },
    request.doneAt
      ? `${request.doneAt.toISOString().slice(0, 10)} by ${request.doneBy ?? ''}`
      : {
          html: `<form method="post" action="${REQUEST_DONE_PATH}" class="row-action">${csrfField(csrf)}<input type="hidden" name="id" value="${request.id}"><button type="submit">Mark done<span class="visually-hidden"> (received ${request.receivedOn})</span></button></form>`,
        },
  ]);
  return `<h1>Data requests</h1>
<p>${open.length === 0 ? 'No request is open.' : `${open.length} open; the soonest is due ${escapeHtml(open[0]!.dueOn)}.`} A request is due one calendar month after it was received.</p>
${problem ? errorList([problem]) : ''}
${table('Requests, open first, soonest due first', ['Received', 'Asked for', 'Quote reference', 'Identity checked', 'Due', 'Done'], rows)}
<section aria-labelledby="new-request-heading" class="no-print">
<h2 id="new-request-heading">A new request</h2>
<p>No personal data here: find the person under "A person's data" when you do the work.</p>
<form method="post" action="${REQUESTS_PATH}">${csrfField(csrf)}
<label for="request-kind">Asked for</label><select id="request-kind" name="kind">${options(REQUEST_KINDS)}</select>
<label for="request-received">Received on</label><input id="request-received" name="receivedOn" type="date" value="${today}" required>
<label for="request-identity">How their identity was checked</label><select id="request-identity" name="identityMethod">${options(IDENTITY_METHODS)}</select>
<label for="request-reference">Quote reference, if they gave one</label><input id="request-reference" name="quoteReference" autocomplete="off">
<div><button type="submit">Open the request</button></div>
</form></section>`;
}
