import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { DEFAULT_BRAND } from '@quickcheck/brands';
import {
  answerKeysOf,
  reasonSchema,
  validateAnswersUpTo,
  type Answers,
  type FormResponsePayload,
} from '@quickcheck/contracts';
import type { AppServices } from '../../app-services.ts';
import { isDevelopment } from '../../config/env.ts';
import { siteUrl } from '../../journey/site.ts';
import { offersOpenBanking } from '../../quotation/definitions.ts';
import { enforcePermissionPolicy } from '../../quotation/permission-policy.ts';
import { findById } from '../../quotation/quotation-store.ts';
import { answerIssuesOf, badRequest } from '../http-errors.ts';
import { canonicalJson } from '../../security/idempotency.ts';
import { spendPartnerBudget } from '../../partner/partner-limits.ts';
import { findPartnerKey, type PartnerKey } from '../../partner/partner-keys.ts';
import {
  CONTINUE_LINK_MINUTES,
  attachQuotation,
  issueContinueLink,
  openJourney,
} from '../../partner/partner-journeys.ts';
import {
  OFFER_STATUS,
  OFFER_WORDING,
  PARTNER_DEFINITION,
  eligibilityRequestSchema,
  eligibilityResponseSchema,
  partnerErrorSchema,
  type EligibilityResponse,
} from '../../partner/partner-api-schemas.ts';
import { PARTNER_PATHS } from '../../partner/partner-paths.ts';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** The key a request presents (`Authorization: Bearer qcp_…`), checked on every request so a revocation counts at once. */
async function authenticate(
  services: AppServices,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<PartnerKey | undefined> {
  const header = request.headers.authorization;
  const presented = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
  const development = isDevelopment(services.config);
  const key = presented ? await findPartnerKey(services.db, presented, { development }) : undefined;
  if (!key) {
    void reply
      .status(401)
      .header('WWW-Authenticate', 'Bearer realm="partner"')
      .send({ error: 'A valid partner key is needed: Authorization: Bearer <key>' });
    return undefined;
  }
  if (key.revokedAt) {
    void reply.status(403).send({ error: `The key ${key.prefix} has been revoked` });
    return undefined;
  }
  const verdict = await spendPartnerBudget(services.db, key, services.config.rateLimitScale);
  if (!verdict.ok) {
    void reply.status(429).header('Retry-After', String(verdict.retryAfterSeconds)).send({ error: verdict.error });
    return undefined;
  }
  return key;
}

/** An error answer as the document lists it: the product's error shape, and when it is given. */
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: partnerErrorSchema } },
});

/**
 * The operation as the partner document states it (@fastify/swagger reads it from here): the body
 * the route validates, the header it reads, and every answer it gives, each with its schema.
 */
const ELIGIBILITY_SCHEMA = {
  operationId: 'checkEligibility',
  summary: 'Check an applicant’s eligibility',
  description:
    'A soft search at the credit-reference agency and our decision, synchronously. Your consumer code is ' +
    `taken from your key. The continue link works once, for ${CONTINUE_LINK_MINUTES} minutes: it opens our ` +
    "form at 'Check your answers' in your journey, and submitting there gives the same decision " +
    '(no second search).',
  headers: z.looseObject({
    [IDEMPOTENCY_KEY_HEADER]: z.optional(
      z.string().check(
        z.minLength(1),
        z.maxLength(255),
        z.meta({
          description:
            'Send the same value when you retry: you get the same application and a new continue link, which ' +
            'replaces the earlier one (only the newest opens). ' +
            'The same value with a different body is refused with 422.',
        }),
      ),
    ),
  }),
  body: eligibilityRequestSchema,
  response: {
    200: { description: 'The decision', content: { 'application/json': { schema: eligibilityResponseSchema } } },
    400: errorResponse('A bad field, named in issues; or a body that is not JSON'),
    401: errorResponse('No key, or not one of ours'),
    403: errorResponse('The key has been revoked'),
    413: errorResponse('The body is over 64 KB'),
    415: errorResponse('The body is not JSON in UTF-8'),
    // Each within one line of the renderer's response list on a phone (about 30 characters).
    422: errorResponse('Idempotency-Key reused'),
    429: errorResponse('Over a limit: see Retry-After'),
    // A lost database connection or a full disk (routes/http-errors.ts): nothing was decided or kept.
    503: errorResponse('Interrupted: see Retry-After'),
  },
};

/**
 * POST /partner/v1/eligibility (issue 25): the form's quotation, asked by a partner. The same
 * definition rules, permission policy and quotation service as POST /api/quotation; the consumer
 * code is the key's partner, never the body's.
 */
export function eligibilityRoute(app: FastifyInstance, services: AppServices): void {
  // Any other method is told which one this address takes (RFC 9110 §15.5.6), never given a page.
  app.route({
    method: ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    url: PARTNER_PATHS.eligibility,
    schema: { hide: true },
    config: { budget: null },
    handler: async (request, reply) =>
      reply
        .status(405)
        .header('Allow', 'POST')
        .header('Cache-Control', 'no-store')
        .send({ error: `${request.method} is not allowed here: send a POST` }),
  });
  // The key each request presented, found by its preValidation hook (before the body is read).
  const keys = new WeakMap<FastifyRequest, PartnerKey>();
  app.withTypeProvider<ZodTypeProvider>().post(
    PARTNER_PATHS.eligibility,
    {
      schema: ELIGIBILITY_SCHEMA,
      // A partner spends its key's own budgets (partner-limits.ts), not an address's.
      config: { budget: null, invalidRequest: 'The request is not valid' },
      // Who asks, and how, is settled before what they sent: no key is told which bodies are valid.
      preValidation: async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const key = await authenticate(services, request, reply);
        if (!key) return reply;
        const idempotencyKey = request.headers[IDEMPOTENCY_KEY_HEADER];
        if (
          idempotencyKey !== undefined &&
          (typeof idempotencyKey !== 'string' || !IDEMPOTENCY_KEY.test(idempotencyKey))
        ) {
          const message = 'The Idempotency-Key header must be 1 to 255 visible ASCII characters';
          return badRequest(reply, message, [{ path: 'Idempotency-Key', message }]);
        }
        keys.set(request, key);
        return undefined;
      },
    },
    async (request, reply) => {
      const { partner } = keys.get(request)!;
      const idempotencyKey = request.headers[IDEMPOTENCY_KEY_HEADER];
      const { body } = request;
      const definition = PARTNER_DEFINITION;
      const given = Object.fromEntries(
        Object.entries(body.answers).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
      // The one validation of answers (a whole form: no stage named), as the form's own submission.
      const errors = validateAnswersUpTo(definition, given, undefined, services.clock.now());
      if (errors.length > 0) return badRequest(reply, 'Some answers are not valid', answerIssuesOf(errors));
      const asked = answerKeysOf(definition, given);
      const answers: Answers = Object.fromEntries(Object.entries(given).filter(([name]) => asked.has(name)));
      const brand = body.brand ?? DEFAULT_BRAND;
      const permitted = enforcePermissionPolicy(
        { answers, requoteOptIn: 'false' },
        { brand, consumerName: partner, editing: false },
      );

      const now = services.clock.now();
      const journey = await openJourney(services.db, partner, idempotencyKey, canonicalJson(body), now);
      if ('conflict' in journey) {
        return reply.status(422).send({ error: 'This Idempotency-Key was used with a different request' });
      }
      const form: FormResponsePayload = {
        sessionId: services.formSessions.issue(),
        definition,
        consumerName: partner,
        formValues: {},
        openBanking: { enabled: offersOpenBanking(brand) },
        requestDetails: { quotationContext: { brand, consumerName: partner, journeyType: 'standard' } },
      };
      const { origin } = services.siteOf(request);
      const result = await services.quotations.submit({
        payload: undefined,
        form,
        brand,
        consumerName: partner,
        definitionId: definition.id,
        answers: permitted.answers,
        requoteOptIn: permitted.requoteOptIn,
        sParameter: undefined,
        origin,
        sameAs: { scope: `partner-journey:${journey.id}`, ...permitted },
      });
      if ('sessionRefused' in result) throw new Error('A partner call was refused its own new session');
      if (journey.quotationId === undefined) await attachQuotation(services.db, journey.id, result.quotationId);

      const outcome = reasonSchema.parse(result.reason);
      const row = outcome === 'MATCH_AND_OFFER' ? await findById(services.db, result.quotationId) : undefined;
      const link = await issueContinueLink(services.db, journey.id, now);
      const answer: EligibilityResponse = {
        applicationId: result.quotationId,
        outcome,
        openBankingReferral: result.openBankingDecisionIndicator,
        ...(row && row.credit_limit !== null && row.apr !== null
          ? {
              offer: {
                status: OFFER_STATUS,
                wording: OFFER_WORDING,
                creditLimit: Number(row.credit_limit),
                apr: Number(row.apr),
                productCode: row.ccs_code ?? '',
              },
            }
          : {}),
        continueUrl: siteUrl(origin, `${PARTNER_PATHS.continue}/${link.token}`, {}, brand),
        continueExpiresAt: link.expiresAt.toISOString(),
      };
      return answer;
    },
  );
}
