import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REVIEW_STAGE_ID, setAgreementQuery, stagePath } from '@quickcheck/contracts';
import type { AppServices } from '../../app-services.ts';
import { siteUrl } from '../../journey/site.ts';
import { agreementNamesProduct, resolveBrand } from '@quickcheck/brands';
import { contextOf } from '../../open-banking/open-banking-result.ts';
import { findById, type QuotationRow } from '../../quotation/quotation-store.ts';
import { resultResponse } from '../../quotation/result-response.ts';
import { decidedFrom } from '../../quotation/submit-quotation.ts';
import { useContinueLink, type ContinueLinkUse } from '../../partner/partner-journeys.ts';
import { contentSecurityPolicy } from '../../security/http-security.ts';
import { partnerLinkRefusedPage } from '../../partner/continue-link-pages.ts';
import { PARTNER_PATHS } from '../../partner/partner-paths.ts';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * An offer opens where the form's own submission of it leads: the agreement link of the stored
 * result, made by the same resultResponse as the quotation route's (token, kept vendor code, brand),
 * with the product named as the browser names it for a comparison site's visitor (docs/product/journey.md).
 */
async function offerUrl(
  services: AppServices,
  row: QuotationRow,
  origin: string,
  partner: string,
): Promise<string | undefined> {
  if (row.status !== 'decided' || row.reason !== 'MATCH_AND_OFFER') return undefined;
  const result = await resultResponse(decidedFrom(row), contextOf(services, row, origin), services.tokens);
  if (!result.agreementUrl) return undefined;
  const named = agreementNamesProduct(resolveBrand(row.brand), partner);
  return setAgreementQuery(new URL(result.agreementUrl), { product: named ? result.ccsCode : undefined }).toString();
}

/**
 * A link that opens nothing (no form session, no personal data): why, in the brand the applicant
 * was checked in (the site's for a link we cannot find), with a fresh check in that brand.
 */
async function refused(
  services: AppServices,
  request: FastifyRequest,
  reply: FastifyReply,
  use: Exclude<ContinueLinkUse, { kind: 'opened' }>,
) {
  const site = services.siteOf(request);
  const brand = use.kind !== 'unknown' && use.brand ? resolveBrand(use.brand) : site.brand;
  const fresh = new URL(siteUrl(site.origin, '/', {}, brand));
  const page = await partnerLinkRefusedPage(use, brand, `${fresh.pathname}${fresh.search}`, services.clock.now());
  return reply
    .status(410)
    .header('Content-Security-Policy', contentSecurityPolicy([page.styleHash]))
    .type('text/html; charset=utf-8')
    .send(page.html);
}

/**
 * GET /partner/continue/:token: the partner's applicant arrives. The link is spent, this browser
 * becomes the quotation's owner (the same cookie as a submission's), and it is sent straight to
 * the agreement offer for a match, else to 'Check your answers' of a pre-pop journey in the
 * partner's context. The address it is sent to names the quotation, never a person.
 */
export function continueRoute(app: FastifyInstance, services: AppServices): void {
  app.get<{ Params: { token: string } }>(`${PARTNER_PATHS.continue}/:token`, async (request, reply) => {
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    const token = request.params.token;
    const now = services.clock.now();
    const used: ContinueLinkUse = TOKEN.test(token)
      ? await useContinueLink(services.db, token, now)
      : { kind: 'unknown' };
    const row = used.kind === 'opened' ? await findById(services.db, used.quotationId) : undefined;
    if (used.kind !== 'opened' || !row)
      return refused(services, request, reply, used.kind === 'opened' ? { kind: 'unknown' } : used);
    await services.ownership.grant(request, reply, used.quotationId);
    const origin = services.siteOf(request).origin;
    const offer = await offerUrl(services, row, origin, used.partner);
    if (offer) return reply.redirect(offer, 303);
    const target = siteUrl(
      origin,
      stagePath(REVIEW_STAGE_ID),
      { consumerName: used.partner, quotation: used.quotationId },
      resolveBrand(row.brand),
    );
    return reply.redirect(target, 303);
  });
}
