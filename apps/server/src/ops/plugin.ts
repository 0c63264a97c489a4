import type { FastifyPluginAsync } from 'fastify';
import { isCrossSiteFormPost } from '../security/form-post-origin.ts';
import { OPS_STYLESHEET } from './console-stylesheet.ts';
import { OPS_STYLESHEET_PATH } from './ops-paths.ts';
import { createConsoleKit, within, type OpsConsoleServices } from './routes/console-kit.tsx';
import { dataRightsRoutes } from './routes/data-rights-routes.tsx';
import { decisionRoutes } from './routes/decision-routes.tsx';
import { operatorRoutes } from './routes/operator-routes.tsx';
import { reportRoutes } from './routes/report-routes.tsx';
import { signInRoutes } from './routes/sign-in-routes.tsx';

/** Every request to the console, per address: its views are the costliest reads we serve. */
export const OPS_BUDGET = 120;
const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
const FORM_BODY_LIMIT = 4 * 1024;

export interface OpsConsoleOptions {
  services: OpsConsoleServices;
}

/**
 * The operator console (docs/product/contract.md#pages, issue 24; decision 026, 094): pages drawn on
 * the server by React's renderer with no script, its own stylesheet, never indexed, every page
 * behind sign-in (password, then a TOTP code). Registered under OPS_BASE; its parser and hooks stay
 * inside it (an encapsulated plugin), so the rest of the server never parses a form.
 */
export const opsConsole: FastifyPluginAsync<OpsConsoleOptions> = async (scope, { services }) => {
  const kit = createConsoleKit(services);

  // Every page of the console spends one budget per address, declared here with its routes.
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, budget: OPS_BUDGET, budgetCounter: 'ops' };
  });

  scope.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_r, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  scope.addHook('onSend', async (_request, reply) => {
    reply.header('X-Robots-Tag', 'noindex, nofollow');
    // Pages hold what one operator may see: no cache keeps them. The stylesheet says otherwise.
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });

  // Every change is a POST: one from another site is refused (isCrossSiteFormPost), any other
  // without its token.
  scope.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    if (isCrossSiteFormPost(request)) return kit.refuseCsrf(reply);
    if (!request.headers['content-type']?.startsWith(FORM_CONTENT_TYPE)) return kit.refuseCsrf(reply);
  });

  scope.get(within(OPS_STYLESHEET_PATH), async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(OPS_STYLESHEET),
  );

  signInRoutes(scope, kit);
  reportRoutes(scope, kit);
  decisionRoutes(scope, kit);
  operatorRoutes(scope, kit);
  dataRightsRoutes(scope, kit);
};
