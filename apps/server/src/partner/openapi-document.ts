import { BRAND_RECORDS, DEFAULT_BRAND } from '@quickcheck/brands';
import { ORDINARY_APPLICANT } from '@quickcheck/contracts/fixtures';
import type { Reason } from '@quickcheck/contracts';
import * as z from 'zod/mini';
import { FIELD } from '@quickcheck/contracts';
import { answersJsonSchema } from './answers-json-schema.ts';
import {
  MAX_ANSWER_LENGTH,
  OFFER_STATUS,
  OFFER_WORDING,
  PARTNER_DEFINITION,
  PARTNER_SCHEMAS,
  type EligibilityResponse,
} from './partner-api-schemas.ts';
import { CONTINUE_LINK_MINUTES } from './partner-journeys.ts';
import { PARTNER_API_BASE, PARTNER_PATHS } from './partner-paths.ts';

/** docs/product/contract.md#sandbox: the sandbox agency's outcome by last name; anyone else (the ordinary applicant) is offered. */
const SANDBOX_PERSONAS: ReadonlyArray<{ lastName: string; outcome: Reason; summary: string }> = [
  { lastName: ORDINARY_APPLICANT['last-name']!, outcome: 'MATCH_AND_OFFER', summary: 'An offer' },
  { lastName: 'Mismatch', outcome: 'INFORMATION_MISMATCH', summary: 'Not found at the address' },
  { lastName: 'Decline', outcome: 'SCORE_DECLINE', summary: 'Declined' },
  { lastName: 'Refer', outcome: 'SCORE_DECLINE', summary: 'Referred to open banking' },
  { lastName: 'Applied', outcome: 'ALREADY_APPLIED_DECLINE', summary: 'Already applied' },
  { lastName: 'Error', outcome: 'ERROR', summary: 'The agency failed' },
];
export { SANDBOX_PERSONAS };

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

/** JSON Schema 2020-12 per named schema, as OpenAPI 3.1 takes it, referring to each other by component. */
function componentSchemas(today: Date): Record<string, unknown> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(PARTNER_SCHEMAS)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    uri: (id) => `#/components/schemas/${id}`,
  });
  const components = Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _dialect, $id: _id, ...schema }]) => [id, schema]),
  ) as Record<string, { properties?: Record<string, { description?: string }> }>;
  // The answers as the form's rules take them (zod states their keys and lengths; the rules are the definition's).
  const request = components.EligibilityRequest!.properties!;
  request.answers = {
    description: `${request.answers?.description ?? ''} ${PREVIOUS_ADDRESS_NOTE}`.trim(),
    ...answersJsonSchema(PARTNER_DEFINITION, {
      today,
      keys: Object.values(FIELD),
      maxAnswerLength: MAX_ANSWER_LENGTH,
    }),
  };
  return components;
}

/** The one rule JSON Schema cannot state (two answers compared), said in words. */
const PREVIOUS_ADDRESS_NOTE =
  'The date-of-birth pattern is today’s: the applicant is 18 to 120 years old. A previous address ' +
  '(asked when `years-at-address` is under 3) must differ from the current one.';

const errorResponse = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/**
 * The OpenAPI 3.1 document of the partner API, generated from the zod schemas the route validates
 * with (docs/decisions/027) and the form definition whose rules it applies, on `today` (the age
 * rule's dates move with it): built once a day, served as it is.
 */
export function partnerOpenApiDocument(today: Date): Record<string, unknown> {
  return {
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
    paths: {
      [PARTNER_PATHS.eligibility.slice(PARTNER_API_BASE.length)]: {
        post: {
          operationId: 'checkEligibility',
          summary: 'Check an applicant’s eligibility',
          description:
            'A soft search at the credit-reference agency and our decision, synchronously. Your consumer code is ' +
            `taken from your key. The continue link works once, for ${CONTINUE_LINK_MINUTES} minutes: it opens our ` +
            "form at 'Check your answers' in your journey, and submitting there gives the same decision " +
            '(no second search).',
          parameters: [
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: false,
              description:
                'Send the same value when you retry: you get the same application and a new continue link, which ' +
                'replaces the earlier one (only the newest opens). ' +
                'The same value with a different body is refused with 422.',
              schema: { type: 'string', minLength: 1, maxLength: 255 },
            },
          ],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/EligibilityRequest' },
                examples: Object.fromEntries(
                  SANDBOX_PERSONAS.map((persona) => [
                    exampleKey(persona.lastName),
                    {
                      // Short: the renderer's example menu is narrow (the response's summary says the outcome).
                      summary: `Sandbox: ${persona.lastName}`,
                      value: { answers: { ...ORDINARY_APPLICANT, 'last-name': persona.lastName } },
                    },
                  ]),
                ),
              },
            },
          },
          responses: {
            '200': {
              description: 'The decision',
              content: {
                'application/json': {
                  schema: { $ref: '#/components/schemas/EligibilityResponse' },
                  examples: Object.fromEntries(
                    SANDBOX_PERSONAS.map((persona) => [
                      exampleKey(persona.lastName),
                      { summary: persona.summary, value: exampleResponse(persona) },
                    ]),
                  ),
                },
              },
            },
            '400': errorResponse('A bad field, named in issues; or a body that is not JSON'),
            '401': errorResponse('No key, or not one of ours'),
            '403': errorResponse('The key has been revoked'),
            '413': errorResponse('The body is over 64 KB'),
            '415': errorResponse('The body is not JSON in UTF-8'),
            // Each within one line of the renderer's response list on a phone (about 30 characters).
            '422': errorResponse('Idempotency-Key reused'),
            '429': errorResponse('Over a limit: see Retry-After', {
              'Retry-After': {
                description: 'Seconds to wait: to the end of the minute, or to midnight UTC for the daily quota',
                schema: { type: 'integer' },
              },
            }),
            // A lost database connection or a full disk (routes/http-errors.ts): nothing was decided or kept.
            '503': errorResponse('Interrupted: see Retry-After', {
              'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer' } },
            }),
          },
        },
      },
    },
    components: {
      schemas: componentSchemas(today),
      securitySchemes: {
        partnerKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'Your partner key (qcp_…), issued to you once; rotate by using your second key.',
        },
      },
    },
  };
}
