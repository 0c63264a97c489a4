import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { type AppServices } from '../app-services.ts';
import { recordAcceptance } from '../quotation/acceptance-repo.server.ts';
import { touch } from '../quotation/quotation-repo.server.ts';
import { AGREEMENT_PATH } from './agreement.ts';
import { offerForToken } from './agreement-offer.server.ts';
import { badRequest, issuesOf } from './http-errors.ts';

const acceptBodySchema = z.object({ token: z.string().min(1).max(20_000) }).strict();

/**
 * POST /api/agreement/accept {token} → {accepted: true}. Recorded once per quotation with
 * the identity hash, so the same person is ALREADY_APPLIED_DECLINE on a later check.
 */
export function agreementAcceptRoute(app: FastifyInstance, services: AppServices): void {
  app.post(`${AGREEMENT_PATH}/accept`, async (request, reply) => {
    const body = acceptBodySchema.safeParse(request.body);
    if (!body.success) return badRequest(reply, 'The acceptance is not valid', issuesOf(body.error));
    const offer = await offerForToken(services, body.data.token);
    if (!offer.ok) return reply.status(offer.status).send({ error: offer.error });
    const now = services.clock.now();
    await recordAcceptance(services.db, offer.row.id, offer.row.identity_hash, now);
    await touch(services.db, offer.row.id, now);
    return { accepted: true };
  });
}
