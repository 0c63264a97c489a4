import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  apiErrorSchema,
  apiPath,
  agreementAcceptRequestSchema,
  agreementAcceptResponseSchema,
  type AgreementAcceptResponse,
} from '@quickcheck/contracts';
import type { AppServices } from '../app-services.ts';
import { recordAcceptance } from '../quotation/acceptance-repo.ts';
import { touch } from '../quotation/quotation-store.ts';
import { REFUSAL_SCHEMAS, offerForToken, refusalBody } from '../quotation/agreement-offer.ts';

/**
 * POST /api/agreement/accept {token} → {accepted: true}. Recorded once per quotation with
 * the identity and contact hashes, so the same person (same name, date of birth, postcode and
 * email) is ALREADY_APPLIED_DECLINE on a later check. After the quote's end it is refused (410).
 * A partner that sent the applicant is told (issue 25).
 */
export function agreementAcceptRoute(app: FastifyInstance, services: AppServices): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiPath(API_PATHS.agreementAccept),
    {
      schema: {
        body: agreementAcceptRequestSchema,
        response: { 200: agreementAcceptResponseSchema, 400: apiErrorSchema, ...REFUSAL_SCHEMAS },
      },
      // Records an acceptance: once per offer.
      config: { budget: 10, invalidRequest: 'The acceptance is not valid' },
    },
    async (request, reply) => {
      const offer = await offerForToken(services, request.body.token, services.siteOf(request));
      if (!offer.ok) return reply.status(offer.status).send(refusalBody(offer));
      const now = services.clock.now();
      const contactHash = services.pii.contactHash(services.pii.decryptAnswers(offer.row.answers_encrypted));
      const { row } = offer;
      // The partner's webhook is queued in the acceptance's own transaction: both are stored, or
      // neither. Only the first acceptance tells (a second click or retry records nothing new).
      await services.db.transaction(async (tx) => {
        const first = await recordAcceptance(tx, row.id, { identityHash: row.identity_hash, contactHash }, now);
        await touch(tx, row.id, now);
        if (first) await services.webhooks?.notify('agreement.accepted', row.id, now, tx);
      });
      const answer: AgreementAcceptResponse = { accepted: true };
      return answer;
    },
  );
}
