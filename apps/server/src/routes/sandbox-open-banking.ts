import type { FastifyInstance } from 'fastify';
import { SANDBOX_CONNECT_PATH } from '../ports/open-banking/sandbox-open-banking.ts';
import { isSandboxAccount } from '../ports/open-banking/sandbox-accounts.ts';
import {
  SANDBOX_STYLESHEET,
  SANDBOX_STYLESHEET_PATH,
  consentPage,
  notFoundPage,
} from '../pages/sandbox/sandbox-consent-page.ts';
import type { AppServices } from '../app-services.ts';
import { isUuid } from './http-errors.ts';

const HTML = 'text/html; charset=utf-8';

/**
 * The sandbox provider's consent page (docs/product/contract.md#pages, docs/product/contract.md#sandbox): server-rendered, no script, its own
 * stylesheet, so it passes the site's CSP. Choosing an account posts a plain form; the provider
 * then sends the visitor to the return URL it was given, as a real provider would.
 */
export function sandboxOpenBankingRoutes(app: FastifyInstance, services: AppServices): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get(SANDBOX_STYLESHEET_PATH, async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(SANDBOX_STYLESHEET),
    );

    scope.get(SANDBOX_CONNECT_PATH, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { session } = request.query as { session?: unknown };
      const found = isUuid(session) ? await services.openBankingSandbox.session(session) : undefined;
      if (!found || !isUuid(session)) return reply.status(404).type(HTML).send(notFoundPage());
      return reply.type(HTML).send(consentPage(session, found.cancelUrl));
    });

    scope.post(SANDBOX_CONNECT_PATH, async (request, reply) => {
      const { session, account } = (request.body ?? {}) as Record<string, unknown>;
      if (!isUuid(session) || !isSandboxAccount(account)) {
        return reply.status(400).send({ error: 'Choose one of the sandbox accounts' });
      }
      const returnUrl = await services.openBankingSandbox.consent(session, account);
      if (!returnUrl) return reply.status(404).type(HTML).send(notFoundPage());
      return reply.redirect(returnUrl, 303);
    });
  });
}
