import { BRAND_RECORDS, DEFAULT_BRAND } from '@quickcheck/brands';
import { ORDINARY_APPLICANT, SANDBOX_PERSONAS } from '@quickcheck/contracts/fixtures';
import { FIELD } from '@quickcheck/contracts';
import { answersJsonSchema } from './answers-json-schema.ts';
import {
  MAX_ANSWER_LENGTH,
  OFFER_STATUS,
  OFFER_WORDING,
  PARTNER_DEFINITION,
  type EligibilityResponse,
} from './partner-api-schemas.ts';
import { PARTNER_API_BASE, PARTNER_PATHS } from './partner-paths.ts';

const EXAMPLE_ID = '7d0c8a52-3b1e-4a4e-9a55-2f6a0c1b9e10';
const EXAMPLE_LINK = `https://quickcheck.example${PARTNER_PATHS.continue}/Xq3lT0PZ8pRk1Jd5v6YyW2mN4sHc9aBqEoUgKiLfDtr`;
/** The limit the sandbox offers the ordinary applicant (api-partner.test.ts compares a real answer). */
const EXAMPLE_CREDIT_LIMIT = 1800;

/**
 * The documented answer for a persona asked without `brand`: the default brand's card, its APR and
 * product code from the brand's record (the one home of both), as a real answer has them.
 */
export function exampleResponse(persona: (typeof SANDBOX_PERSONAS)[number]): EligibilityResponse {
  const { apr, ccsCode } = BRAND_RECORDS[DEFAULT_BRAND].offer;
  return {
    applicationId: EXAMPLE_ID,
    outcome: persona.outcome,
    openBankingReferral: persona.lastName === 'Refer',
    ...(persona.outcome === 'MATCH_AND_OFFER'
      ? {
          offer: {
            status: OFFER_STATUS,
            wording: OFFER_WORDING,
            creditLimit: EXAMPLE_CREDIT_LIMIT,
            apr,
            productCode: ccsCode,
          },
        }
      : {}),
    continueUrl: EXAMPLE_LINK,
    continueExpiresAt: '2026-01-01T12:30:00.000Z',
  };
}

const exampleKey = (lastName: string) => lastName.toLowerCase();

/** The one rule JSON Schema cannot state (two answers compared), said in words. */
const PREVIOUS_ADDRESS_NOTE =
  'The date-of-birth pattern is today’s: the applicant is 18 to 120 years old. A previous address ' +
  '(asked when `years-at-address` is under 3) must differ from the current one.';

/**
 * The partner document's frame, for @fastify/swagger: what no route says (who we are, where the API
 * is, how a partner signs its calls). The operations come from the routes' own schemas.
 */
export const PARTNER_DOCUMENT_FRAME = {
  openapi: '3.1.0',
  info: {
    title: 'QuickCheck partner API',
    version: '1.0.0',
    description:
      'Eligibility checks for comparison sites: send the applicant you know, get our decision at once and a ' +
      'link that takes the applicant on to our form with everything filled in. The integration guide that ' +
      'comes with your keys says how keys, limits, the continue link and our webhooks work.',
    // No licence: partners use the API under their agreement with us, not under a licence to link to.
  },
  servers: [{ url: PARTNER_API_BASE }],
  security: [{ partnerKey: [] }],
  components: {
    securitySchemes: {
      partnerKey: {
        type: 'http' as const,
        scheme: 'bearer',
        description: 'Your partner key (qcp_…), issued to you once; rotate by using your second key.',
      },
    },
  },
};

/** A response header the routes' schemas cannot carry through the zod transform: said here, by status. */
const RETRY_AFTER: Record<string, { description: string; schema: { type: 'integer' } }> = {
  '429': {
    description: 'Seconds to wait: to the end of the minute, or to midnight UTC for the daily quota',
    schema: { type: 'integer' },
  },
  // A lost database connection or a full disk (routes/http-errors.ts): nothing was decided or kept.
  '503': { description: 'Seconds to wait before retrying', schema: { type: 'integer' } },
};

type Json = Record<string, unknown>;
type Media = { schema?: Json; examples?: Json };
type Operation = {
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { headers?: Json; content?: Record<string, Media> }>;
};

/**
 * The served document: the one generated from the partner routes (`generated`, left as it is), with
 * what a schema does not say — the sandbox examples, the Retry-After headers, and the answers as the
 * form's rules take them on `today` (the age rule's dates move with it: built once a day).
 */
export function partnerDocumentOn(generated: object, today: Date): Json {
  const document = structuredClone(generated) as Json & { paths: Record<string, Record<string, Operation>> };
  const operation = document.paths[PARTNER_PATHS.eligibility.slice(PARTNER_API_BASE.length)]!.post!;
  const request = operation.requestBody!.content['application/json']!;
  const properties = request.schema!.properties as Record<string, { description?: string }>;
  // The answers as the form's rules take them (zod states their keys and lengths; the rules are the definition's).
  properties.answers = {
    description: `${properties.answers?.description ?? ''} ${PREVIOUS_ADDRESS_NOTE}`.trim(),
    ...answersJsonSchema(PARTNER_DEFINITION, { today, keys: Object.values(FIELD), maxAnswerLength: MAX_ANSWER_LENGTH }),
  };
  request.examples = Object.fromEntries(
    SANDBOX_PERSONAS.map((persona) => [
      exampleKey(persona.lastName),
      {
        // Short: the renderer's example menu is narrow (the response's summary says the outcome).
        summary: `Sandbox: ${persona.lastName}`,
        value: { answers: { ...ORDINARY_APPLICANT, 'last-name': persona.lastName } },
      },
    ]),
  );
  operation.responses['200']!.content!['application/json']!.examples = Object.fromEntries(
    SANDBOX_PERSONAS.map((persona) => [
      exampleKey(persona.lastName),
      { summary: persona.summary, value: exampleResponse(persona) },
    ]),
  );
  for (const [status, header] of Object.entries(RETRY_AFTER)) {
    const response = operation.responses[status];
    if (response) response.headers = { 'Retry-After': header };
  }
  return document;
}
