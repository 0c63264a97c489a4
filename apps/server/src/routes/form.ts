import type { FastifyInstance } from 'fastify';
import { CONSUMER_NAMES, brandForConsumerName, isComparisonSite, resolveBrand, type BrandId } from '@quickcheck/brands';
import {
  AGGREGATOR_STANDARD,
  API_PATHS,
  QCO_STANDARD,
  formQuerySchema,
  journeyTypeOf,
  journeyVendorCodeFromS,
  validCode,
  type Answers,
  type FormResponse,
  type FormQuery,
  type FormResponsePayload,
} from '@quickcheck/contracts';
import { randomUUID } from 'node:crypto';
import { apiPath, type AppServices } from '../app-services.ts';
import { findById } from '../quotation/quotation-repo.server.ts';
import { NOT_OWNER_ERROR } from '../security/quotation-owner.server.ts';
import { offersOpenBanking } from '../quotation/definitions.ts';
import { badRequest, isUuid, issuesOf } from './http-errors.ts';

interface Journey {
  brand: BrandId;
  consumerName: string;
  aggregator: boolean;
}

/** A brand's own code picks that brand; a comparison-site code keeps the host's brand on the aggregator form. */
export function journeyFor(consumerName: string | undefined, hostBrand: BrandId): Journey {
  const upper = consumerName?.trim().toUpperCase() ?? '';
  const brand = upper ? brandForConsumerName(upper) : undefined;
  if (brand) return { brand, consumerName: upper, aggregator: false };
  if (isComparisonSite(upper)) return { brand: hostBrand, consumerName: upper, aggregator: true };
  return { brand: hostBrand, consumerName: CONSUMER_NAMES[hostBrand], aggregator: false };
}

/** A new form session, recorded so later calls can be refused once it has been idle too long. */
async function openFormSession(services: AppServices): Promise<string> {
  const sessionId = randomUUID();
  await services.formSessions.open(sessionId);
  return sessionId;
}

export function formRoute(app: FastifyInstance, services: AppServices): void {
  app.get(apiPath(API_PATHS.form), async (request, reply) => {
    const query = formQuerySchema.safeParse(request.query);
    if (!query.success) return badRequest(reply, 'The form query is not valid', issuesOf(query.error));
    // A repeated ?partner= arrives as an array (found by the fuzz: it was a 500).
    const { partner } = request.query as { partner?: unknown };
    const hostBrand = resolveBrand(request.headers.host, typeof partner === 'string' ? partner : undefined);
    const journey = journeyFor(query.data.consumerName, hostBrand);

    let formValues: Answers = {};
    const editOf = query.data.quotation;
    if (editOf !== undefined) {
      // Edit mode prefills personal data: only for the browser that made the quotation (no retention reset).
      if (isUuid(editOf) && !(await services.ownership.owns(request, editOf)))
        return reply.status(403).send({ error: NOT_OWNER_ERROR });
      const stored = isUuid(editOf) ? await findById(services.db, editOf) : undefined;
      if (!stored) return reply.status(404).send({ error: 'Quotation not found' });
      formValues = services.pii.decryptAnswers(stored.answers_encrypted);
    }

    reply.header('Cache-Control', 'no-store');
    return issueForm(services, journey, query.data, formValues);
  });
}

/**
 * GET /api/form's answer: a new form session and the signed form for this journey. Also called
 * in-process by the page render, so the first stage is drawn and usable without a second request.
 */
export async function issueForm(
  services: AppServices,
  journey: Journey,
  query: FormQuery,
  formValues: Answers = {},
): Promise<FormResponse> {
  const editOf = query.quotation;
  // Spec §5 and §3 (one implementation with the browser): codes of 3+ alphanumerics, else the s fallback.
  const oemc = validCode(query.oemc);
  const vendorCode = validCode(query.vc) ?? journeyVendorCodeFromS(query.s);
  const payload: FormResponsePayload = {
    sessionId: await openFormSession(services),
    definition: journey.aggregator ? AGGREGATOR_STANDARD : QCO_STANDARD,
    consumerName: journey.consumerName,
    formValues,
    ...(oemc ? { oemc, onlineEntryMethodCode: oemc } : {}),
    ...(vendorCode ? { vendorCode } : {}),
    openBanking: { enabled: offersOpenBanking(journey.brand) },
    requestDetails: {
      quotationContext: {
        brand: journey.brand,
        consumerName: journey.consumerName,
        journeyType: journeyTypeOf(formValues),
        ...(editOf ? { editOf } : {}),
        ...(query.s ? { sParameter: query.s } : {}),
      },
    },
  };
  return { formResponse: await services.tokens.signForm(payload) };
}

/** The form a page render asks for: never an edit (that needs the owner cookie, which only /api sees). */
export async function issueFormForPage(services: AppServices, hostBrand: BrandId, rawQuery: FormQuery) {
  const query = formQuerySchema.parse(rawQuery);
  if (query.quotation !== undefined) throw new Error('A page render cannot issue an edit form');
  return issueForm(services, journeyFor(query.consumerName, hostBrand), query);
}
