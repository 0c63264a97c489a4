import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PATHS, type ApiPathName } from '@quickcheck/contracts';
import { apiPath } from '../app-services.ts';
import type { Queryable } from '../db/db.ts';
import { databaseRateLimitStore } from './database-rate-limit-store.server.ts';

/**
 * Requests per client per minute, by route, each fitting what the route costs us and what
 * one visitor needs (apps/server/README.md explains each). `null`: not limited.
 */
export const API_BUDGETS: Record<ApiPathName, number | null> = {
  quotation: 10, // a soft search at the agency: costly, and a visitor submits once or twice
  obStart: 10, // each asks the open-banking provider and decides again
  obComplete: 10,
  obConnect: 10,
  obDecline: 10, // 'I understand': once per referral
  agreementAccept: 10, // records an acceptance: once per offer
  addressLookup: 30, // the provider charges per lookup; a visitor looks up one or two postcodes
  quotationById: 30,
  agreement: 30,
  clientErrors: 10, // a page reports an error once
  form: 60, // signs a form token; a page load or a reload each
  events: 60, // the browser flushes at most every 2 s, plus a beacon on page hide
  stage: 120, // every Continue of every stage, retries after errors included
  experimentOffers: 60, // one per page load with site-improvement consent
  sessionActivity: 30, // a tab reports activity at most every 30 s; a few tabs at once
  sessionSnapshotKey: 30, // one per page load or refresh of the form
  health: null, // load balancers probe it
  healthLive: null,
  healthReady: null,
};
/** Any /api route not in API_BUDGETS (a new one) is limited by default rather than left open. */
export const DEFAULT_API_BUDGET = 60;
const WINDOW_MS = 60_000;

const budgetByRoute = new Map<string, number | null>(
  (Object.keys(API_BUDGETS) as ApiPathName[]).map((name) => [apiPath(API_PATHS[name]), API_BUDGETS[name]]),
);

/** Hashed bundles, brand files and top-level files such as robots.txt: static, never rendered. */
const STATIC_FILE = /^\/(assets|brand)\/|\.[A-Za-z0-9]+$/;

/**
 * The route's budget per minute, or undefined for assets, health and unknown /api paths' files.
 * A page read is drawn on the server with a newly issued form: it spends the form call's budget.
 */
export function budgetOf(request: FastifyRequest): number | undefined {
  const route = request.routeOptions.url;
  if (route === undefined || !route.startsWith('/api/')) {
    const path = request.url.split('?', 1)[0] ?? '/';
    const isPage = request.method === 'GET' && !path.startsWith('/api/') && !STATIC_FILE.test(path);
    return isPage ? (API_BUDGETS.form ?? undefined) : undefined;
  }
  const budget = budgetByRoute.has(route) ? budgetByRoute.get(route) : DEFAULT_API_BUDGET;
  return budget ?? undefined;
}

export interface RateLimitSettings {
  /** Multiplies every budget (RATE_LIMIT_SCALE): load tests and e2e runs from one address. */
  scale: number;
  /** Set when DATABASE_URL is: budgets are then shared by every process on that PostgreSQL. */
  shared?: { db: Queryable; secret: string };
}

export async function registerRateLimits(app: FastifyInstance, settings: RateLimitSettings): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    timeWindow: WINDOW_MS,
    allowList: (request) => budgetOf(request) === undefined,
    max: (request) => (budgetOf(request) ?? 0) * settings.scale,
    // One counter per route and client; IPv6 clients by their /64, as the plugin does.
    keyGenerator: (request) => `${request.method} ${request.routeOptions.url ?? ''} ${normalizeIP(request.ip, 64)}`,
    // A database hiccup must not refuse every request: the request goes on unlimited.
    skipOnError: true,
    ...(settings.shared ? { store: databaseRateLimitStore(settings.shared.db, settings.shared.secret) } : {}),
  });
}
