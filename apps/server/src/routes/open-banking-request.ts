import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../app-services.ts';
import type { Outcome } from '../open-banking/open-banking-service.ts';
import { findById } from '../quotation/quotation-store.ts';
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

/**
 * An outcome as an answer: its value, or its status with `{ error }`; never cached. A failure of
 * the owner's own quotation carries its reference too (issue 34): the error page gives the visitor
 * something to quote. Only after `ownedBody`, so the reference goes to no one else.
 */
export async function send<T>(services: AppServices, reply: FastifyReply, quotationId: string, outcome: Outcome<T>) {
  reply.header('Cache-Control', 'no-store');
  if (outcome.ok) return reply.send(outcome.value);
  const reference = (await findById(services.db, quotationId))?.reference;
  return reply.status(outcome.status).send({ error: outcome.error, ...(reference ? { reference } : {}) });
}
