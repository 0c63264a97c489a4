import { BRAND_TEXT } from '@quickcheck/brands';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../app-services.ts';
import { addCorrection } from '../data-rights/corrections.ts';
import {
  closeDataRequest,
  IDENTITY_METHODS,
  listDataRequests,
  openDataRequest,
  REQUEST_KINDS,
} from '../data-rights/data-requests.ts';
import { dataRequestsView, REQUEST_DONE_PATH, REQUESTS_PATH } from '../data-rights/data-request-views.ts';
import { erasePerson } from '../data-rights/erase-person.ts';
import { findPerson, type FoundPerson } from '../data-rights/find-person.ts';
import { personExportPage } from '../data-rights/person-export-page.ts';
import { buildPersonExport } from '../data-rights/person-export.ts';
import {
  PERSON_QUERY_FIELDS,
  readPersonQuery,
  type PersonQuery,
  type PersonQueryForm,
} from '../data-rights/person-query.ts';
import {
  ERASURE_REASONS,
  PEOPLE_CORRECT_PATH,
  PEOPLE_ERASE_PATH,
  PEOPLE_EXPORT_PATH,
  PEOPLE_PATH,
  peopleView,
  type ErasureReason,
} from '../data-rights/person-views.ts';
import { PUBLIC_RETENTION_PATH, publicRetentionPage, retentionConsoleView } from '../data-rights/retention-views.ts';
import type { OpsSession } from '../ops/ops-auth.ts';
import { OPS_BASE, type Viewer } from '../ops/ops-page.ts';
import type { OpsPermission } from '../ops/ops-roles.ts';
import { isUuid } from './http-errors.ts';

/** What the console's routes (routes/ops.ts) lend these pages: sign-in and role, the page, the token check. */
export interface OpsRouteKit {
  viewerFor(
    request: FastifyRequest,
    reply: FastifyReply,
    permission: OpsPermission,
  ): Promise<{ viewer: Viewer; session: OpsSession } | undefined>;
  send(reply: FastifyReply, title: string, body: string, viewer?: Viewer, path?: string, status?: number): unknown;
  csrfMatches(request: FastifyRequest, session: OpsSession): boolean;
  refuseCsrf(reply: FastifyReply): unknown;
}

const HTML = 'text/html; charset=utf-8';
const RETENTION_PATH = `${OPS_BASE}/retention`;
const NOTE_LIMIT = 1000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const fieldOf = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

const formOf = (body: unknown): PersonQueryForm =>
  Object.fromEntries(PERSON_QUERY_FIELDS.map((name) => [name, fieldOf(body, name)]));

/**
 * A person's data on request (issue 36, decisions 075–079): find, export, correct and erase, for the
 * compliance role; the requests as work; the retention table for every operator and, in public, for
 * a brand's privacy notice. Every step is audited with the operator and never with the person's
 * details: the subject is a keyed hash of the key searched, the detail the quotation ids.
 */
export function dataRightsRoutes(scope: FastifyInstance, services: AppServices, kit: OpsRouteKit): void {
  const { auditLog, clock, db, pii } = services;
  // Where this process's webhook queue keeps its jobs (a partner message is part of what is held).
  const webhookSchema = services.webhooks?.schema;

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

  async function audit(
    session: OpsSession,
    action: Parameters<typeof auditLog.write>[0]['action'],
    subject: string,
    detail: Record<string, unknown>,
  ) {
    await auditLog.write(
      { action, userId: session.account.id, email: session.account.email, subject, detail },
      clock.now(),
    );
  }

  /**
   * A POST on one person: signed in with the role, its token checked, the person found again by the
   * posted key (a bad key answers 400 with the find form); then `act`.
   */
  function onPerson(
    act: (
      request: FastifyRequest,
      reply: FastifyReply,
      on: {
        allowed: { viewer: Viewer; session: OpsSession };
        form: PersonQueryForm;
        query: PersonQuery;
        found: FoundPerson;
      },
    ) => Promise<unknown>,
  ) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const allowed = await kit.viewerFor(request, reply, 'personData');
      if (!allowed) return reply;
      if (!kit.csrfMatches(request, allowed.session)) return kit.refuseCsrf(reply);
      const { form, query, problem, found } = await personOf(request);
      if (!query || !found) return page(reply, allowed.viewer, { form, csrf: allowed.viewer.csrfToken, problem }, 400);
      return act(request, reply, { allowed, form, query, found });
    };
  }

  async function page(reply: FastifyReply, viewer: Viewer, page: Parameters<typeof peopleView>[0], status = 200) {
    return kit.send(reply, "A person's data", peopleView(page), viewer, PEOPLE_PATH, status);
  }

  scope.get(PEOPLE_PATH, async (request, reply) => {
    const allowed = await kit.viewerFor(request, reply, 'personData');
    if (!allowed) return reply;
    return page(reply, allowed.viewer, { form: {}, csrf: allowed.viewer.csrfToken });
  });

  // A POST, not a GET: the key (an e-mail address, a date of birth) stays out of addresses and history.
  scope.post(
    PEOPLE_PATH,
    onPerson(async (request, reply, { allowed, form, query, found }) => {
      await audit(allowed.session, 'person-find', subjectOf(form, query), {
        by: query.by,
        quotations: quotationIdsOf(found),
        savedChecks: found.savedChecks.length,
      });
      return page(reply, allowed.viewer, { form, csrf: allowed.viewer.csrfToken, found });
    }),
  );

  scope.post(
    PEOPLE_EXPORT_PATH,
    onPerson(async (request, reply, { allowed, form, query, found }) => {
      const format = fieldOf(request.body, 'format') === 'html' ? 'html' : 'json';
      const now = clock.now();
      const data = await buildPersonExport(db, pii, query, found, now);
      await audit(allowed.session, 'person-export', subjectOf(form, query), {
        by: query.by,
        format,
        quotations: quotationIdsOf(found),
        records: data.records.length,
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
    PEOPLE_CORRECT_PATH,
    onPerson(async (request, reply, { allowed, form, query, found }) => {
      const quotationId = fieldOf(request.body, 'quotationId');
      const note = fieldOf(request.body, 'note').trim();
      const quotation = found.quotations.find((each) => each.id === quotationId && each.erasedAt === null);
      const wrong = !quotation
        ? 'Choose one of this person’s quotations'
        : note === '' || note.length > NOTE_LIMIT
          ? `Say what is corrected, in up to ${NOTE_LIMIT} characters`
          : undefined;
      if (wrong || !quotation)
        return page(reply, allowed.viewer, { form, csrf: allowed.viewer.csrfToken, found, problem: wrong }, 400);
      await addCorrection(db, pii, { quotationId, note, correctedBy: allowed.viewer.email }, clock.now());
      await audit(allowed.session, 'person-correction', quotationId, { quotations: [quotationId] });
      const again = await findPerson(db, pii, query, webhookSchema);
      const notice = `Correction kept beside ${quotation.reference}; it is in every export from now on`;
      return page(reply, allowed.viewer, { form, csrf: allowed.viewer.csrfToken, found: again, notice });
    }),
  );

  scope.post(
    PEOPLE_ERASE_PATH,
    onPerson(async (request, reply, { allowed, form, query, found }) => {
      const reason = fieldOf(request.body, 'reason');
      const wrong = !(reason in ERASURE_REASONS)
        ? 'Choose why the data is erased'
        : fieldOf(request.body, 'confirm') !== 'yes'
          ? 'Confirm that you checked their identity and want to erase their data'
          : undefined;
      if (wrong)
        return page(reply, allowed.viewer, { form, csrf: allowed.viewer.csrfToken, found, problem: wrong }, 400);
      const outcome = await erasePerson(db, found, clock.now(), webhookSchema);
      const subject = subjectOf(form, query);
      const detail = { by: query.by, reason: reason as ErasureReason, quotations: quotationIdsOf(found) };
      if (!outcome.erased) {
        await audit(allowed.session, 'person-erase-refused', subject, { ...detail, why: outcome.why });
        return page(reply, allowed.viewer, { form, csrf: allowed.viewer.csrfToken, found, problem: outcome.why }, 409);
      }
      await audit(allowed.session, 'person-erase', subject, {
        ...detail,
        savedChecks: outcome.savedChecks,
        webhooks: outcome.webhooks,
      });
      const again = await findPerson(db, pii, query, webhookSchema);
      const notice = `Erased: ${outcome.quotations} quotation(s) now keep only their pseudonymised decision record, ${outcome.savedChecks} saved check(s) and ${outcome.webhooks} undelivered partner message(s) deleted`;
      return page(reply, allowed.viewer, { form, csrf: allowed.viewer.csrfToken, found: again, notice });
    }),
  );

  async function requestsPage(reply: FastifyReply, viewer: Viewer, problem?: string, status = 200) {
    const today = clock.now().toISOString().slice(0, 10);
    const view = dataRequestsView(await listDataRequests(db), today, viewer.csrfToken, problem);
    return kit.send(reply, 'Data requests', view, viewer, REQUESTS_PATH, status);
  }

  scope.get(REQUESTS_PATH, async (request, reply) => {
    const allowed = await kit.viewerFor(request, reply, 'personData');
    if (!allowed) return reply;
    return requestsPage(reply, allowed.viewer);
  });

  scope.post(REQUESTS_PATH, async (request, reply) => {
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
    await audit(allowed.session, 'data-request-opened', id, { kind, receivedOn });
    return reply.redirect(REQUESTS_PATH, 303);
  });

  scope.post(REQUEST_DONE_PATH, async (request, reply) => {
    const allowed = await kit.viewerFor(request, reply, 'personData');
    if (!allowed) return reply;
    if (!kit.csrfMatches(request, allowed.session)) return kit.refuseCsrf(reply);
    const id = fieldOf(request.body, 'id');
    const closed = isUuid(id) && (await closeDataRequest(db, id, allowed.viewer.email, clock.now()));
    if (!closed) return requestsPage(reply, allowed.viewer, 'No open request has that id', 404);
    await audit(allowed.session, 'data-request-done', id, {});
    return reply.redirect(REQUESTS_PATH, 303);
  });

  scope.get(RETENTION_PATH, async (request, reply) => {
    const allowed = await kit.viewerFor(request, reply, 'aggregates');
    if (!allowed) return reply;
    return kit.send(reply, 'Retention', retentionConsoleView(), allowed.viewer, RETENTION_PATH);
  });
}

/** The public retention page a brand's privacy notice links to (issue 36 item 5): no sign-in. */
export function publicRetentionRoute(app: FastifyInstance, services: AppServices): void {
  app.get(PUBLIC_RETENTION_PATH, async (request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type(HTML)
      .send(publicRetentionPage(BRAND_TEXT[services.siteOf(request).brand].name)),
  );
}
