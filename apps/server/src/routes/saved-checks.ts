import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONTINUE_PATH,
  FIELD,
  REVIEW_STAGE_ID,
  apiErrorSchema,
  apiPath,
  errorResponseSchema,
  SAVE_FOR_LATER_PATH,
  saveForLaterSent,
  answerKeysOf,
  saveForLaterRequestSchema,
  saveForLaterResponseSchema,
  sessionRefusalSchema,
  type SaveForLaterResponse,
  validateAnswersUpTo,
} from '@quickcheck/contracts';
import type { AppServices } from '../app-services.ts';
import { requireActiveSession } from '../form-session/form-sessions.ts';
import { siteUrl } from '../journey/site.ts';
import { saveLinkMessage } from '../mail/save-link-message.ts';
import { definitionById } from '../quotation/definitions.ts';
import { readyPage } from '../saved-check/continue-pages.ts';
import { stageAddress } from '../pages/page-requests.ts';
import { SAVE_OWNER_COOKIE, onSite, refusedPage, sendPage } from '../saved-check/saved-check-visits.ts';
import { answerIssuesOf, badRequest, refuseWithoutSessionId, sessionIdOf } from './http-errors.ts';

/** The answer where this server sends no e-mail. */
export const SAVE_FOR_LATER_UNAVAILABLE = 'Saving a check for later is not offered here';

/** Saves per client per minute: each sends an e-mail, and a visitor saves once or twice (the address has its own hourly budget too). */
export const SAVE_FOR_LATER_BUDGET = 5;

/** Links sent to one address per hour, whoever asks: enough to fix a typo, too few to bomb anyone. */
export const SAVES_PER_ADDRESS_PER_HOUR = 3;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** The one answer to a save, with the date its link works until: the e-mail's date, said in the dialog too. */
const savedAnswer = (expiresAt: Date): SaveForLaterResponse => ({
  message: saveForLaterSent(expiresAt),
  expiresAt: expiresAt.toISOString(),
});
export function savedCheckRoutes(app: FastifyInstance, services: AppServices): void {
  const perAddress = app.createRateLimit({
    max: SAVES_PER_ADDRESS_PER_HOUR,
    timeWindow: HOUR_MS,
    // The address as a keyed hash (PII_KEY's contact key), never the address itself.
    keyGenerator: (request) => {
      const { email } = request.body as { email: string };
      return `saved-check address ${services.pii.contactHash({ [FIELD.email]: email })}`;
    },
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    apiPath(SAVE_FOR_LATER_PATH),
    {
      schema: {
        body: saveForLaterRequestSchema,
        response: {
          202: saveForLaterResponseSchema,
          400: apiErrorSchema,
          401: sessionRefusalSchema,
          404: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
      config: { budget: SAVE_FOR_LATER_BUDGET, invalidRequest: 'The save request is not valid' },
      // Before the body is read: where no e-mail goes, nothing is offered; then the session's id.
      preValidation: async (request, reply) => {
        // No e-mail goes anywhere (no SMTP_URL outside development): no page offers this, and no link is promised.
        if (!services.mailer.sends) return reply.status(404).send({ error: SAVE_FOR_LATER_UNAVAILABLE });
        return refuseWithoutSessionId(request, reply);
      },
    },
    async (request, reply) => {
      const sessionId = sessionIdOf(request);
      const { body } = request;
      const definition = definitionById(body.definitionId);
      const { stageId } = body;
      if (!definition) {
        return badRequest(reply, 'Unknown form definition', [
          { path: 'definitionId', message: 'Unknown form definition' },
        ]);
      }
      if (stageId !== REVIEW_STAGE_ID && !definition.stages.some((stage) => stage.id === stageId)) {
        return badRequest(reply, 'Unknown stage', [{ path: 'stageId', message: 'Unknown stage' }]);
      }
      // The form's own rules, as far as the visitor has come: what is sealed (and the greeting) is an answer the form would take.
      const refused = validateAnswersUpTo(definition, body.answers, stageId, services.clock.now());
      if (refused.length > 0) return badRequest(reply, 'Some answers are not valid', answerIssuesOf(refused));
      if (!(await requireActiveSession(services.formSessions, sessionId, reply))) return reply;

      // Over the address's budget the answer is the same and nothing is sent: the caller learns
      // nothing about the address (not even that someone else saved to it lately).
      const limit = await perAddress(request);
      if (!limit.isAllowed && limit.isExceeded) {
        request.log.warn('saved check: the address had its links for this hour; none sent');
        const wouldEnd = new Date(services.clock.now().getTime() + services.config.savedCheckValidDays * DAY_MS);
        return reply.status(202).send(savedAnswer(wouldEnd));
      }
      // Only the answers of questions the definition asks: nothing else is kept.
      const keys = answerKeysOf(definition, body.answers);
      const answers = Object.fromEntries(Object.entries(body.answers).filter(([key]) => keys.has(key)));
      const email = body.email.trim();
      const saved = await services.savedChecks.save({ email, answers, stageId });
      const site = services.siteOf(request);
      const message = saveLinkMessage({
        to: email,
        brand: site.brand,
        // Validated above by the form's name rule: letters, spaces, hyphens and apostrophes, or none.
        firstName: answers[FIELD.firstName],
        link: siteUrl(site.origin, CONTINUE_PATH, { token: saved.token }, site.brand),
        expiresAt: saved.expiresAt,
      });
      try {
        await services.mailer.send(message);
      } catch (error) {
        // The SMTP error's text can name the recipient: only its codes are logged.
        const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
        request.log.error({ code, responseCode }, 'saved check: the e-mail could not be sent');
        return reply.status(503).send({ error: 'We could not send the e-mail just now. Please try again.' });
      }
      return reply.status(202).send(savedAnswer(saved.expiresAt));
    },
  );

  // The e-mailed link. A GET uses nothing: mail systems' link scanners open links before people do.
  app.get(CONTINUE_PATH, async (request, reply) => {
    const { token } = request.query as { token?: unknown };
    const site = services.siteOf(request);
    const state =
      typeof token === 'string'
        ? await services.savedChecks.state(token, request.cookies[SAVE_OWNER_COOKIE])
        : ({ kind: 'expired' } as const);
    if (state.kind !== 'ready' || typeof token !== 'string')
      return refusedPage(services, site, reply, state.kind === 'used' ? 'used' : 'expired');
    return sendPage(
      reply,
      200,
      readyPage(site.brand, onSite(site, stageAddress(state.stageId)), token, state.expiresAt, services.clock.now()),
    );
  });

  const outbox = services.mailer.outbox;
  if (outbox) registerDevOutbox(app, outbox);
}

export const DEV_OUTBOX_PATH = '/dev/outbox';
const HTML = 'text/html; charset=utf-8';

/** Development only (no SMTP_URL, no configured origins): the messages this process would have sent. */
function registerDevOutbox(app: FastifyInstance, outbox: NonNullable<AppServices['mailer']['outbox']>) {
  /** The message the address's `:id` names, if the outbox still holds it. */
  const outboxEntry = (request: FastifyRequest) => outbox.find(Number((request.params as { id: string }).id));
  const e = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  app.get(DEV_OUTBOX_PATH, async (_request, reply) => {
    const rows = outbox
      .entries()
      .map(
        (entry) =>
          `<li><a href="${DEV_OUTBOX_PATH}/${entry.id}">${e(entry.subject)}</a> to ${e(entry.to)}, ${entry.sentAt.toISOString()} (<a href="${DEV_OUTBOX_PATH}/${entry.id}/text">plain text</a>)</li>`,
      )
      .join('\n');
    const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Development outbox</title></head><body><main><h1>Development outbox</h1><p>E-mail this server would have sent (no SMTP_URL is set). Newest first; kept in memory only.</p>${rows ? `<ul>${rows}</ul>` : '<p>No messages yet.</p>'}</main></body></html>`;
    return reply.header('Cache-Control', 'no-store').type(HTML).send(html);
  });
  app.get(`${DEV_OUTBOX_PATH}/:id`, async (request, reply) => {
    const entry = outboxEntry(request);
    if (!entry) return reply.status(404).send({ error: 'Not found' });
    // The message as a mail client shows it: its inline styles allowed, nothing else.
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'")
      .type(HTML)
      .send(entry.html);
  });
  app.get(`${DEV_OUTBOX_PATH}/:id/text`, async (request, reply) => {
    const entry = outboxEntry(request);
    if (!entry) return reply.status(404).send({ error: 'Not found' });
    return reply.header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(entry.text);
  });
}
