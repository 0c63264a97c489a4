import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE_URL } from '@quickcheck/contracts';
import type { Queryable } from '../db/db.ts';
import { databaseRateLimitStore } from './database-rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Requests per client per minute on this route (× RATE_LIMIT_SCALE), fitting what it costs us
     * and what one visitor needs; `null`: not limited by address (health probes, the partner API,
     * which spends its keys' own budgets). Every /api route says which (decision 095).
     */
    budget?: number | null;
    /** Routes that share one budget name its counter (the console's pages); otherwise each route has its own. */
    budgetCounter?: string;
  }
}

const WINDOW_MS = 60_000;

/** A budget and the counter it is spent from: one per route (or per group of routes), one for every page. */
interface Limit {
  counter: string;
  budget: number;
}

/**
 * The request's limit, or undefined for health, assets, brand files and web-build files. A route
 * says its own; every page read is drawn on the server with a newly issued form, whatever its path
 * (unknown ones too, through the not-found handler): all pages spend one page budget.
 */
async function limitOf(request: FastifyRequest, pages: RateLimitSettings['pages']): Promise<Limit | undefined> {
  const route = request.routeOptions.url;
  // The not-found handler has a route of its own, and no budget: pages are told apart below.
  const budget = request.routeOptions.config?.budget;
  if (budget === null) return undefined;
  if (budget !== undefined)
    return { counter: request.routeOptions.config?.budgetCounter ?? `${request.method} ${route}`, budget };
  if (await pages.drawsPage(request)) return { counter: 'page', budget: pages.budget };
  return undefined;
}

const isApiRoute = (url: string) => url === API_BASE_URL || url.startsWith(`${API_BASE_URL}/`);

/**
 * An /api route that does not say its budget is refused when it is registered (the server does not
 * start): a new route gets its budget decided, never a default by accident.
 */
function requireApiBudgets(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (isApiRoute(route.url) && route.config?.budget === undefined) {
      throw new Error(`${String(route.method)} ${route.url} has no rate-limit budget: give it config.budget`);
    }
  });
}

export interface RateLimitSettings {
  /** Multiplies every budget (RATE_LIMIT_SCALE): load tests and e2e runs from one address. */
  scale: number;
  /** Set when DATABASE_URL is: budgets are then shared by every process on that PostgreSQL. */
  shared?: { db: Queryable; secret: string };
  /** The page budget, and which requests spend it: those that draw a page (pages/page-requests.ts). */
  pages: { budget: number; drawsPage: (request: FastifyRequest) => Promise<boolean> };
}

export async function registerRateLimits(app: FastifyInstance, settings: RateLimitSettings): Promise<void> {
  requireApiBudgets(app);
  // Worked out once per request: the plugin asks for the key, the allow list and the maximum.
  const limits = new WeakMap<FastifyRequest, Promise<Limit | undefined>>();
  const limit = (request: FastifyRequest) => {
    let found = limits.get(request);
    if (!found) limits.set(request, (found = limitOf(request, settings.pages)));
    return found;
  };
  await app.register(rateLimit, {
    global: true,
    timeWindow: WINDOW_MS,
    allowList: async (request) => (await limit(request)) === undefined,
    max: async (request) => ((await limit(request))?.budget ?? 0) * settings.scale,
    // One counter per budget and client; IPv6 clients by their /64, as the plugin does.
    keyGenerator: async (request) => `${(await limit(request))?.counter ?? ''} ${normalizeIP(request.ip, 64)}`,
    // A database hiccup must not refuse every request: the request goes on unlimited.
    skipOnError: true,
    ...(settings.shared ? { store: databaseRateLimitStore(settings.shared.db, settings.shared.secret) } : {}),
  });
}
