import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  apiErrorSchema,
  apiPath,
  QCO_STANDARD,
  sessionRefusalSchema,
  stageRequestSchema,
  stageResponseSchema,
  validateStage,
  type FieldError,
} from '@quickcheck/contracts';
import { CONSUMER_NAMES, resolveBrand } from '@quickcheck/brands';
import * as z from 'zod/mini';
import type { AppServices } from '../app-services.ts';
import { definitionById } from '../quotation/definitions.ts';
import { requireActiveSession } from '../form-session/form-sessions.ts';
import { countStageCompletion } from '../form-session/form-session-repo.ts';
import { TokenError } from '../security/tokens.ts';
import { badRequest, refuseWithoutSessionId, sessionIdOf } from './http-errors.ts';

/**
 * The contract's stage request plus an optional definition id (the default journey when absent)
 * and, optionally, the form's signed token: it names the journey's brand and consumer code for the
 * funnel when the session was not issued with a page (GET /api/form writes nothing, decision 016).
 * The web app never sends it: its session was recorded with its journey when the page was drawn.
 */
const stageBodySchema = z.extend(stageRequestSchema, {
  definitionId: z.optional(z.string().check(z.maxLength(60))),
  formResponse: z.optional(z.string().check(z.maxLength(20_000))),
});

/**
 * The brand and consumer code a completed stage is counted under when its session has no journey
 * recorded: the verified form token's when it is this session's, else the site's brand, direct.
 */
async function journeyOf(services: AppServices, request: FastifyRequest, sessionId: string, token?: string) {
  if (token) {
    try {
      const form = await services.tokens.verify('form', token);
      const context = form.requestDetails.quotationContext;
      if (form.sessionId === sessionId) return { brand: resolveBrand(context.brand), consumerName: form.consumerName };
    } catch (error) {
      if (!(error instanceof TokenError)) throw error;
    }
  }
  const { brand } = services.siteOf(request);
  return { brand, consumerName: CONSUMER_NAMES[brand] };
}

/** Runs one stage's rules on the server: the same rules the browser ran, so both agree. */
export function stageRoute(app: FastifyInstance, services: AppServices): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiPath(API_PATHS.stage),
    {
      schema: {
        body: stageBodySchema,
        response: { 200: stageResponseSchema, 400: apiErrorSchema, 401: sessionRefusalSchema },
      },
      // Every Continue of every stage, retries after errors included.
      config: { budget: 120, invalidRequest: 'The stage request is not valid' },
      preValidation: refuseWithoutSessionId,
    },
    async (request, reply) => {
      const sessionId = sessionIdOf(request);
      const { body } = request;
      if (!(await requireActiveSession(services.formSessions, sessionId, reply))) return reply;

      const definition = body.definitionId ? definitionById(body.definitionId) : QCO_STANDARD;
      if (!definition) {
        return badRequest(reply, 'Unknown form definition', [
          { path: 'definitionId', message: 'Unknown form definition' },
        ]);
      }
      const stage = definition.stages.find((candidate) => candidate.id === body.stageId);
      if (!stage) return badRequest(reply, 'Unknown stage', [{ path: 'stageId', message: 'Unknown stage' }]);

      const now = services.clock.now();
      const errors: FieldError[] = validateStage(stage, body.answers, now);
      if (errors.length === 0) {
        const journey = await journeyOf(services, request, sessionId, body.formResponse);
        await countStageCompletion(services.db, { sessionId, stageId: stage.id, ...journey, at: now });
      }
      return { errors };
    },
  );
}
