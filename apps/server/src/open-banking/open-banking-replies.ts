import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorSchema, errorResponseSchema } from '@quickcheck/contracts';
import * as z from 'zod/mini';
import type { Queryable } from '../db/db.ts';
import { findById } from '../quotation/quotation-store.ts';
import { NOT_OWNER_ERROR, type QuotationOwnership } from '../security/quotation-owner.ts';
import type { Outcome } from './open-banking-service.ts';

/** What every open-banking call answers when its route's schema refuses the body (each is strict: unknown keys are named). */
export const OPEN_BANKING_REQUEST_NOT_VALID = 'The open-banking request is not valid';

/** A failed outcome as `send` answers it: its words, and the owner's quotation reference when there is one. */
const failureSchema = z.object({ error: z.string(), reference: z.optional(z.string()) });

/**
 * What every open-banking call answers besides its value, by status: a body its schema refused, a
 * quotation not this browser's (`ownsQuotation`), an outcome's failure (`send`).
 */
export const OPEN_BANKING_REFUSALS = {
  400: apiErrorSchema,
  401: failureSchema,
  403: errorResponseSchema,
  404: failureSchema,
  409: failureSchema,
  502: failureSchema,
  503: failureSchema,
} as const;

/**
 * The check every open-banking call makes once its body is valid: the owner credential (403), as a
 * quotation id alone opens nothing. False when answered.
 */
export async function ownsQuotation(
  services: { ownership: QuotationOwnership },
  request: FastifyRequest,
  reply: FastifyReply,
  quotation: string,
): Promise<boolean> {
  if (await services.ownership.owns(request, quotation)) return true;
  void reply.status(403).send({ error: NOT_OWNER_ERROR });
  return false;
}

/**
 * An outcome as an answer: its value, or its status with `{ error }`; never cached. A failure of
 * the owner's own quotation carries its reference too (issue 34): the error page gives the visitor
 * something to quote. Only after `ownsQuotation`, so the reference goes to no one else.
 */
export async function send<T>(
  services: { db: Queryable },
  reply: FastifyReply,
  quotationId: string,
  outcome: Outcome<T>,
) {
  reply.header('Cache-Control', 'no-store');
  if (outcome.ok) return reply.send(outcome.value);
  const reference = (await findById(services.db, quotationId))?.reference;
  return reply.status(outcome.status).send({ error: outcome.error, ...(reference ? { reference } : {}) });
}
