import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADDRESS_MESSAGES,
  API_PATHS,
  apiErrorSchema,
  apiPath,
  addressLookupRequestSchema,
  addressLookupResponseSchema,
  errorResponseSchema,
  sessionRefusalSchema,
  isValidPostcode,
  type Address,
} from '@quickcheck/contracts';
import * as z from 'zod/mini';
import type { AppServices } from '../app-services.ts';
import { requireActiveSession } from '../form-session/form-sessions.ts';
import { badRequest, requireSessionId, sessionIdOf } from './http-errors.ts';

/** A body the lookup takes: none at all is an empty postcode (required), as is an absent one. */
const lookupBodySchema = z.pipe(
  z.transform((body: unknown) => body ?? {}),
  z.partial(addressLookupRequestSchema),
);

/** Whatever is wrong with the body, the visitor is told of the postcode they typed. */
const POSTCODE_NOT_VALID = {
  error: ADDRESS_MESSAGES.postcodeInvalid,
  issues: [{ path: 'postcode', message: ADDRESS_MESSAGES.postcodeInvalid }],
};

/** docs/product/validation.md address messages: empty → required, malformed → not valid, provider failure → enter manually. */
export function addressLookupRoute(app: FastifyInstance, services: AppServices): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiPath(API_PATHS.addressLookup),
    {
      schema: {
        body: lookupBodySchema,
        response: {
          200: addressLookupResponseSchema,
          400: apiErrorSchema,
          401: sessionRefusalSchema,
          502: errorResponseSchema,
        },
      },
      // The provider charges per lookup; a visitor looks up one or two postcodes.
      config: { budget: 30, invalidRequest: POSTCODE_NOT_VALID },
      // The session is checked before the body is read, as the stage call does.
      preValidation: async (request, reply) => {
        if (!requireSessionId(request, reply)) return reply;
        if (!(await requireActiveSession(services.formSessions, sessionIdOf(request), reply))) return reply;
        return undefined;
      },
    },
    async (request, reply) => {
      const postcode = (request.body.postcode ?? '').trim();
      if (postcode !== '' && !isValidPostcode(postcode)) {
        return badRequest(reply, POSTCODE_NOT_VALID.error, POSTCODE_NOT_VALID.issues);
      }
      if (postcode === '') {
        const message = ADDRESS_MESSAGES.postcodeRequired;
        return badRequest(reply, message, [{ path: 'postcode', message }]);
      }

      let addresses: Address[];
      try {
        addresses = await services.addressLookup.find(postcode);
      } catch {
        request.log.warn('address lookup provider failed');
        return reply.status(502).send({ error: ADDRESS_MESSAGES.lookupFailed });
      }
      return { addresses };
    },
  );
}
