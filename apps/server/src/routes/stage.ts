import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  apiPath,
  QCO_STANDARD,
  stageRequestSchema,
  validateStage,
  type FieldError,
} from '@quickcheck/contracts';
import * as z from 'zod/mini';
import type { AppServices } from '../app-services.ts';
import { definitionById } from '../quotation/definitions.ts';
import { requireActiveSession } from '../form-session/form-sessions.server.ts';
import { badRequest, issuesOf, requireSessionId } from './http-errors.ts';

/** The contract's stage request plus an optional definition id (the default journey when absent). */
const stageBodySchema = z.extend(stageRequestSchema, { definitionId: z.optional(z.string().check(z.maxLength(60))) });

/** Runs one stage's rules on the server: the same rules the browser ran, so both agree. */
export function stageRoute(app: FastifyInstance, services: AppServices): void {
  app.post(apiPath(API_PATHS.stage), async (request, reply) => {
    const sessionId = requireSessionId(request, reply);
    if (!sessionId) return reply;
    const body = stageBodySchema.safeParse(request.body);
    if (!body.success) return badRequest(reply, 'The stage request is not valid', issuesOf(body.error));
    if (!(await requireActiveSession(services.formSessions, sessionId, reply))) return reply;

    const definition = body.data.definitionId ? definitionById(body.data.definitionId) : QCO_STANDARD;
    if (!definition) {
      return badRequest(reply, 'Unknown form definition', [
        { path: 'definitionId', message: 'Unknown form definition' },
      ]);
    }
    const stage = definition.stages.find((candidate) => candidate.id === body.data.stageId);
    if (!stage) return badRequest(reply, 'Unknown stage', [{ path: 'stageId', message: 'Unknown stage' }]);

    const errors: FieldError[] = validateStage(stage, body.data.answers, services.clock.now());
    return { errors };
  });
}
