import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../app-services.ts';
import type { Outcome } from '../open-banking/open-banking-service.ts';
import { NOT_OWNER_ERROR } from '../security/quotation-owner.ts';
import { badRequest, issuesOf } from './http-errors.ts';

interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: Parameters<typeof issuesOf>[0] };
}

/**
 * The checks every open-banking call starts with: a strict body (400 naming each bad field),
 * then the owner credential (403): a quotation id alone opens nothing. Undefined when answered.
 */
export async function ownedBody<T extends { quotation: string }>(
  services: AppServices,
  schema: Schema<T>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<T | undefined> {
  const body = schema.safeParse(request.body);
  if (!body.success) {
    void badRequest(reply, 'The open-banking request is not valid', issuesOf(body.error));
    return undefined;
  }
  if (!(await services.ownership.owns(request, body.data.quotation))) {
    void reply.status(403).send({ error: NOT_OWNER_ERROR });
    return undefined;
  }
  return body.data;
}

/** An outcome as an answer: its value, or its status with `{ error }`; never cached. */
export function send<T>(reply: FastifyReply, outcome: Outcome<T>) {
  reply.header('Cache-Control', 'no-store');
  if (!outcome.ok) return reply.status(outcome.status).send({ error: outcome.error });
  return reply.send(outcome.value);
}
