import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addCorrection } from '../../data-rights/corrections.ts';
import {
  closeDataRequest,
  IDENTITY_METHODS,
  listDataRequests,
  openDataRequest,
  REQUEST_KINDS,
} from '../../data-rights/data-requests.ts';
import { erasePerson } from '../../data-rights/erase-person.ts';
import { ERASURE_REASONS, type ErasureReason } from '../../data-rights/erasure-reasons.ts';
import { findPerson, type FoundPerson } from '../../data-rights/find-person.ts';
import { personExportPage } from '../../data-rights/person-export-page.tsx';
import { buildPersonExport } from '../../data-rights/person-export.ts';
import {
  PERSON_QUERY_FIELDS,
  readPersonQuery,
  type PersonQuery,
  type PersonQueryForm,
} from '../../data-rights/person-query.ts';
import { isUuid } from '../../db/uuid.ts';
import {
  OPS_RETENTION_PATH,
  PEOPLE_CORRECT_PATH,
  PEOPLE_ERASE_PATH,
  PEOPLE_EXPORT_PATH,
  PEOPLE_PATH,
  REQUEST_DONE_PATH,
  REQUESTS_PATH,
} from '../ops-paths.ts';
import type { Viewer } from '../views/console-page.tsx';
import { DataRequestsView } from '../views/data-requests-view.tsx';
import { PeopleView, type PeoplePage } from '../views/people-view.tsx';
import { RetentionView } from '../views/retention-view.tsx';
import { fieldOf, HTML, within, type Allowed, type ConsoleKit } from './console-kit.tsx';

const NOTE_LIMIT = 1000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const formOf = (body: unknown): PersonQueryForm =>
  Object.fromEntries(PERSON_QUERY_FIELDS.map((name) => [name, fieldOf(body, name)]));

/**
 * A person's data on request (issue 36, decisions 075–079): find, export, correct and erase, for the
 * compliance role; the requests as work; the retention table for every operator. Every step is
 * audited with the operator and never with the person's details: the subject is a keyed hash of
 * the key searched, the detail the quotation ids.
 */
export function dataRightsRoutes(scope: FastifyInstance, kit: ConsoleKit): void {
  const { auditLog, clock, db, pii } = kit.services;
  // Where this process's webhook queue keeps its jobs (a partner message is part of what is held).
  const webhookSchema = kit.services.webhooks?.schema;

  /** The person the posted form names, found again (each action re-finds: no state between pages). */
  async function personOf(request: FastifyRequest) {
    const form = formOf(request.body);
    const { query, problem } = readPersonQuery(form);
    const found = query ? await findPerson(db, pii, query, webhookSchema) : undefined;
    return { form, query, problem: problem ?? (query ? undefined : 'Enter a key to find the person by'), found };
  }

  const subjectOf = (form: PersonQueryForm, query: PersonQuery) =>
    auditLog.keyedText(
      `${query.by}:${PERSON_QUERY_FIELDS.map((name) => (form[name] ?? '').trim().toLowerCase()).join('|')}`,
    );

  const quotationIdsOf = (found: FoundPerson) => found.quotations.map((quotation) => quotation.id);

  function page(reply: FastifyReply, viewer: Viewer, view: Omit<PeoplePage, 'csrf'>, status = 200) {
    return kit.send(reply, "A person's data", <PeopleView page={{ ...view, csrf: viewer.csrfToken }} />, {
      viewer,
      path: PEOPLE_PATH,
      status,
    });
  }

  /**
   * A POST on one person: signed in with the role, its token checked, the person found again by the
   * posted key (a bad key answers 400 with the find form); then `act`.
   */
  function onPerson(
    act: (
      request: FastifyRequest,
      reply: FastifyReply,
      on: { allowed: Allowed; form: PersonQueryForm; query: PersonQuery; found: FoundPerson },
    ) => Promise<unknown>,
  ) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const allowed = await kit.viewerFor(request, reply, 'personData');
      if (!allowed) return reply;
      if (!kit.csrfMatches(request, allowed.session)) return kit.refuseCsrf(reply);
      const { form, query, problem, found } = await personOf(request);
      if (!query || !found) return page(reply, allowed.viewer, { form, problem }, 400);
      return act(request, reply, { allowed, form, query, found });
    };
  }

  scope.get(within(PEOPLE_PATH), async (request, reply) => {
    const allowed = await kit.viewerFor(request, reply, 'personData');
    if (!allowed) return reply;
    return page(reply, allowed.viewer, { form: {} });
  });

  // A POST, not a GET: the key (an e-mail address, a date of birth) stays out of addresses and history.
  scope.post(
    within(PEOPLE_PATH),
    onPerson(async (_request, reply, { allowed, form, query, found }) => {
      await kit.audit(allowed.session, {
        action: 'person-find',
        subject: subjectOf(form, query),
        detail: { by: query.by, quotations: quotationIdsOf(found), savedChecks: found.savedChecks.length },
      });
      return page(reply, allowed.viewer, { form, found });
    }),
  );

  scope.post(
    within(PEOPLE_EXPORT_PATH),
    onPerson(async (request, reply, { allowed, form, query, found }) => {
      const format = fieldOf(request.body, 'format') === 'html' ? 'html' : 'json';
      const now = clock.now();
      const data = await buildPersonExport(db, pii, query, found, now);
      await kit.audit(allowed.session, {
        action: 'person-export',
        subject: subjectOf(form, query),
        detail: { by: query.by, format, quotations: quotationIdsOf(found), records: data.records.length },
      });
      // Made for this response only: never written to disk or the database.
      const name = `person-export-${now.toISOString().slice(0, 10)}`;
      reply.header('Content-Disposition', `attachment; filename="${name}.${format}"`);
      if (format === 'json') return reply.type('application/json; charset=utf-8').send(JSON.stringify(data, null, 2));
      return reply
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type(HTML)
        .send(personExportPage(data));
    }),
  );

  scope.post(
    within(PEOPLE_CORRECT_PATH),
    onPerson(async (request, reply, { allowed, form, query, found }) => {
      const quotationId = fieldOf(request.body, 'quotationId');
      const note = fieldOf(request.body, 'note').trim();
      const quotation = found.quotations.find((each) => each.id === quotationId && each.erasedAt === null);
      const wrong = !quotation
        ? 'Choose one of this person’s quotations'
        : note === '' || note.length > NOTE_LIMIT
          ? `Say what is corrected, in up to ${NOTE_LIMIT} characters`
          : undefined;
      if (wrong || !quotation) return page(reply, allowed.viewer, { form, found, problem: wrong }, 400);
      await addCorrection(db, pii, { quotationId, note, correctedBy: allowed.viewer.email }, clock.now());
      await kit.audit(allowed.session, {
        action: 'person-correction',
        subject: quotationId,
        detail: { quotations: [quotationId] },
      });
      const again = await findPerson(db, pii, query, webhookSchema);
      const notice = `Correction kept beside ${quotation.reference}; it is in every export from now on`;
      return page(reply, allowed.viewer, { form, found: again, notice });
    }),
  );

  scope.post(
    within(PEOPLE_ERASE_PATH),
    onPerson(async (request, reply, { allowed, form, query, found }) => {
      const reason = fieldOf(request.body, 'reason');
      const wrong = !(reason in ERASURE_REASONS)
        ? 'Choose why the data is erased'
        : fieldOf(request.body, 'confirm') !== 'yes'
          ? 'Confirm that you checked their identity and want to erase their data'
          : undefined;
      if (wrong) return page(reply, allowed.viewer, { form, found, problem: wrong }, 400);
      const outcome = await erasePerson(db, found, clock.now(), webhookSchema);
      const subject = subjectOf(form, query);
      const detail = { by: query.by, reason: reason as ErasureReason, quotations: quotationIdsOf(found) };
      if (!outcome.erased) {
        await kit.audit(allowed.session, {
          action: 'person-erase-refused',
          subject,
          detail: { ...detail, why: outcome.why },
        });
        return page(reply, allowed.viewer, { form, found, problem: outcome.why }, 409);
      }
      await kit.audit(allowed.session, {
        action: 'person-erase',
        subject,
        detail: { ...detail, savedChecks: outcome.savedChecks, webhooks: outcome.webhooks },
      });
      const again = await findPerson(db, pii, query, webhookSchema);
      const notice = `Erased: ${outcome.quotations} quotation(s) now keep only their pseudonymised decision record, ${outcome.savedChecks} saved check(s) and ${outcome.webhooks} undelivered partner message(s) deleted`;
      return page(reply, allowed.viewer, { form, found: again, notice });
    }),
  );

  async function requestsPage(reply: FastifyReply, viewer: Viewer, problem?: string, status = 200) {
    const today = clock.now().toISOString().slice(0, 10);
    const requests = await listDataRequests(db);
    return kit.send(
      reply,
      'Data requests',
      <DataRequestsView requests={requests} today={today} csrf={viewer.csrfToken} problem={problem} />,
      { viewer, path: REQUESTS_PATH, status },
    );
  }

  scope.get(within(REQUESTS_PATH), async (request, reply) => {
    const allowed = await kit.viewerFor(request, reply, 'personData');
    if (!allowed) return reply;
    return requestsPage(reply, allowed.viewer);
  });

  scope.post(within(REQUESTS_PATH), async (request, reply) => {
    const allowed = await kit.viewerFor(request, reply, 'personData');
    if (!allowed) return reply;
    if (!kit.csrfMatches(request, allowed.session)) return kit.refuseCsrf(reply);
    const kind = fieldOf(request.body, 'kind');
    const identityMethod = fieldOf(request.body, 'identityMethod');
    const receivedOn = fieldOf(request.body, 'receivedOn');
    const reference = fieldOf(request.body, 'quoteReference').trim();
    const referenceQuery = reference ? readPersonQuery({ reference }) : {};
    const today = clock.now().toISOString().slice(0, 10);
    const wrong =
      !(kind in REQUEST_KINDS) || !(identityMethod in IDENTITY_METHODS)
        ? 'Choose what was asked for and how their identity was checked'
        : !DATE.test(receivedOn) || Number.isNaN(Date.parse(receivedOn)) || receivedOn > today
          ? 'Enter the day the request was received: today or earlier'
          : referenceQuery.problem;
    if (wrong) return requestsPage(reply, allowed.viewer, wrong, 400);
    const id = await openDataRequest(
      db,
      {
        kind: kind as keyof typeof REQUEST_KINDS,
        receivedOn,
        identityCheckedBy: allowed.viewer.email,
        identityMethod: identityMethod as keyof typeof IDENTITY_METHODS,
        quoteReference: referenceQuery.query?.by === 'reference' ? referenceQuery.query.reference : undefined,
        openedBy: allowed.viewer.email,
      },
      clock.now(),
    );
    await kit.audit(allowed.session, { action: 'data-request-opened', subject: id, detail: { kind, receivedOn } });
    return reply.redirect(REQUESTS_PATH, 303);
  });

  scope.post(within(REQUEST_DONE_PATH), async (request, reply) => {
    const allowed = await kit.viewerFor(request, reply, 'personData');
    if (!allowed) return reply;
    if (!kit.csrfMatches(request, allowed.session)) return kit.refuseCsrf(reply);
    const id = fieldOf(request.body, 'id');
    const closed = isUuid(id) && (await closeDataRequest(db, id, allowed.viewer.email, clock.now()));
    if (!closed) return requestsPage(reply, allowed.viewer, 'No open request has that id', 404);
    await kit.audit(allowed.session, { action: 'data-request-done', subject: id, detail: {} });
    return reply.redirect(REQUESTS_PATH, 303);
  });

  scope.get(within(OPS_RETENTION_PATH), async (request, reply) => {
    const allowed = await kit.viewerFor(request, reply, 'aggregates');
    if (!allowed) return reply;
    return kit.send(reply, 'Retention', <RetentionView />, { viewer: allowed.viewer, path: OPS_RETENTION_PATH });
  });
}
