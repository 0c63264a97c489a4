import type { FastifyInstance } from 'fastify';
import {
  ADDRESS_MESSAGES,
  API_PATHS,
  apiPath,
  addressLookupRequestSchema,
  isValidPostcode,
  type Address,
} from '@quickcheck/contracts';
import * as z from 'zod/mini';
import type { AppServices } from '../app-services.ts';
import { requireActiveSession } from '../form-session/form-sessions.ts';
import { badRequest, requireSessionId } from './http-errors.ts';

/** docs/product/validation.md address messages: empty → required, malformed → not valid, provider failure → enter manually. */
export function addressLookupRoute(app: FastifyInstance, services: AppServices): void {
  app.post(apiPath(API_PATHS.addressLookup), async (request, reply) => {
    const sessionId = requireSessionId(request, reply);
    if (!sessionId || !(await requireActiveSession(services.formSessions, sessionId, reply))) return reply;
    const body = z.partial(addressLookupRequestSchema).safeParse(request.body ?? {});
    const postcode = body.success ? (body.data.postcode ?? '').trim() : undefined;
    if (postcode === undefined || (postcode !== '' && !isValidPostcode(postcode))) {
      const message = ADDRESS_MESSAGES.postcodeInvalid;
      return badRequest(reply, message, [{ path: 'postcode', message }]);
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
  });
}
