import type { FastifyInstance } from 'fastify';
import { REVIEW_STAGE_ID, stagePath } from '@quickcheck/contracts';
import type { AppServices } from '../../app-services.ts';
import { siteUrl } from '../../journey/site.ts';
import { agreementNamesProduct, resolveBrand } from '@quickcheck/brands';
import { contextOf } from '../../open-banking/open-banking-result.ts';
import { findById, type QuotationRow } from '../../quotation/quotation-store.ts';
import { resultResponse } from '../../quotation/result-response.ts';
import { decidedFrom } from '../../quotation/submit-quotation.ts';
import { useContinueLink } from '../../partner/partner-journeys.ts';
import { PARTNER_PATHS } from '../../partner/partner-paths.ts';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A used, expired or unknown link: a page of its own (no form session, no personal data), axe-clean. */
const LINK_REFUSED_PAGE = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>This link has expired</title></head>
<body><main><h1>This link has expired</h1>
<p>Links from comparison sites work once, for 30 minutes. Go back to the site you came from to check again, or
<a href="/">check your eligibility here</a>.</p></main></body></html>`;

/**
 * An offer opens where the form's own submission of it leads: the agreement link of the stored
 * result, made by the same resultResponse as the quotation route's (token, kept vendor code, brand),
 * with the product named as the browser names it for a comparison site's visitor (spec §4).
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
  const url = new URL(result.agreementUrl);
  if (result.ccsCode && agreementNamesProduct(resolveBrand(row.brand), partner))
    url.searchParams.set('p', result.ccsCode);
  return url.toString();
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
    const used = TOKEN.test(token) ? await useContinueLink(services.db, token, services.clock.now()) : undefined;
    const row = used && (await findById(services.db, used.quotationId));
    if (!used || !row) return reply.status(410).type('text/html; charset=utf-8').send(LINK_REFUSED_PAGE);
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
