import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  apiPath,
  openBankingConnectRequestSchema,
  openBankingConnectResponseSchema,
  resultResponseSchema,
} from '@quickcheck/contracts';
import type { AppServices } from '../app-services.ts';
import {
  OPEN_BANKING_REFUSALS,
  OPEN_BANKING_REQUEST_NOT_VALID,
  ownsQuotation,
  send,
} from '../open-banking/open-banking-replies.ts';

/**
 * The two calls a referred visitor makes with a quotation alone, from the browser that made it:
 * - POST /api/open-banking/connect { quotation } → { connectionUrl }: only for a quotation the
 *   agency referred, in a brand that offers open banking;
 * - our addition, POST /api/open-banking/decline { quotation } → the original decline as a result,
 *   without its open-banking link ('No thanks' → 'I understand'), even after a reload of the landing.
 */
export function openBankingConnectRoutes(app: FastifyInstance, services: AppServices): void {
  const steps = { [API_PATHS.obConnect]: 'connect', [API_PATHS.obDecline]: 'decline' } as const;
  // Connect answers the provider's address; decline, the original decline as a result.
  const answers = { connect: openBankingConnectResponseSchema, decline: resultResponseSchema };
  for (const [path, step] of Object.entries(steps)) {
    app.withTypeProvider<ZodTypeProvider>().post(
      apiPath(path),
      {
        schema: { body: openBankingConnectRequestSchema, response: { 200: answers[step], ...OPEN_BANKING_REFUSALS } },
        // A connection asks the provider; 'I understand' is once per referral.
        config: { budget: 10, invalidRequest: OPEN_BANKING_REQUEST_NOT_VALID },
      },
      async (request, reply) => {
        const { quotation } = request.body;
        if (!(await ownsQuotation(services, request, reply, quotation))) return reply;
        const { origin } = services.siteOf(request);
        const flow = services.openBankingFlow;
        if (step === 'connect') return send(services, reply, quotation, await flow.connect(quotation, origin));
        return send(services, reply, quotation, await flow.decline(quotation, origin));
      },
    );
  }
}
