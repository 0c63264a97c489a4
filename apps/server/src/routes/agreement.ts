import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BRAND_TEXT, resolveBrand } from '@quickcheck/brands';
import { API_PATHS, agreementOfferSchema, apiPath, FIELD, type AgreementOffer } from '@quickcheck/contracts';
import type { AppServices } from '../app-services.ts';
import { findCompletedObSession } from '../open-banking/open-banking-repo.ts';
import { isAccepted } from '../quotation/acceptance-repo.ts';
import { lastValidDay } from '../quotation/quote-validity.ts';
import { REFUSAL_SCHEMAS, offerForToken, refusalBody } from '../quotation/agreement-offer.ts';

/**
 * Our addition: GET /api/agreement?token=<result token> → the offer the card-agreement
 * stand-in page shows (docs/product/contract.md#pages `/agreement`); the answer's schema is shared with the web app.
 */
export function agreementRoute(app: FastifyInstance, services: AppServices): void {
  const options = {
    schema: { response: { 200: agreementOfferSchema, ...REFUSAL_SCHEMAS } },
    // One read per page; a guessing client is slowed.
    config: { budget: 30 },
  };
  app.withTypeProvider<ZodTypeProvider>().get(apiPath(API_PATHS.agreement), options, async (request, reply) => {
    const { token } = request.query as { token?: unknown };
    const offer = await offerForToken(services, token, services.siteOf(request));
    reply.header('Cache-Control', 'no-store');
    if (!offer.ok) return reply.status(offer.status).send(refusalBody(offer));
    const { row } = offer;
    const brand = resolveBrand(row.brand);
    const answers = services.pii.decryptAnswers(row.answers_encrypted);
    const body: AgreementOffer = {
      quotationId: row.id,
      brand,
      brandName: BRAND_TEXT[brand].name,
      firstName: answers[FIELD.firstName] ?? '',
      creditLimit: row.credit_limit ?? 0,
      apr: Number(row.apr ?? 0),
      accepted: await isAccepted(services.db, row.id),
      openBankingUsed: (await findCompletedObSession(services.db, row.id)) !== undefined,
      reference: row.reference,
      validUntil: lastValidDay(offer.validUntil),
    };
    return body;
  });
}
