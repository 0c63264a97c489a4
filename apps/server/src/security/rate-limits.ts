import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_PATHS,
  apiPath,
  SAVE_FOR_LATER_PATH,
  SERVER_ONLY_API_PATHS,
  type ServerOnlyApiPathName,
  type ApiPathName,
} from '@quickcheck/contracts';
import type { Queryable } from '../db/db.ts';
import { OPS_BASE } from '../ops/ops-paths.ts';
import { drawsPage } from '../pages/page-requests.ts';
import { PARTNER_API_BASE } from '../partner/partner-paths.ts';
import { databaseRateLimitStore } from './database-rate-limit-store.ts';

/**
 * Requests per client per minute, by route, each fitting what the route costs us and what
 * one visitor needs (apps/server/README.md explains each). `null`: not limited.
 */
export const API_BUDGETS: Record<ApiPathName | ServerOnlyApiPathName, number | null> = {
  quotation: 10, // a soft search at the agency: costly, and a visitor submits once or twice
  obStart: 10, // each asks the open-banking provider and decides again
  obComplete: 10,
  obConnect: 10,
  obDecline: 10, // 'I understand': once per referral
  agreementAccept: 10, // records an acceptance: once per offer
  addressLookup: 30, // the provider charges per lookup; a visitor looks up one or two postcodes
  quotationById: 30,
  agreement: 30,
  quoteByReference: 30, // a visitor opens their own check again; guessing references is what it must not allow
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
/**
 * Routes kept out of API_PATHS (only a lazy part of the page calls them), with their budgets.
 * Saving sends an e-mail: a visitor saves once or twice (the address has its own hourly budget too).
 */
export const OTHER_API_BUDGETS: Record<string, number> = { [SAVE_FOR_LATER_PATH]: 5 };
/** Every request to the operator console, per address: its views are the costliest reads we serve. */
export const OPS_BUDGET = 120;
/** Any /api route not in API_BUDGETS (a new one) is limited by default rather than left open. */
export const DEFAULT_API_BUDGET = 60;
const WINDOW_MS = 60_000;

/** The path of each budget's route: the pages' paths and the server-only ones. */
export const BUDGETED_PATHS = { ...API_PATHS, ...SERVER_ONLY_API_PATHS };
const budgetByRoute = new Map<string, number | null>([
  ...(Object.keys(API_BUDGETS) as (keyof typeof BUDGETED_PATHS)[]).map(
    (name) => [apiPath(BUDGETED_PATHS[name]), API_BUDGETS[name]] as const,
  ),
  ...Object.entries(OTHER_API_BUDGETS).map(([path, budget]) => [apiPath(path), budget] as const),
]);

/** A budget and the counter it is spent from: one per API route, one for every page. */
interface Limit {
  counter: string;
  budget: number;
}

/**
 * The request's limit, or undefined for health, assets, brand files and web-build files.
 * Every page read is drawn on the server with a newly issued form, whatever its path: all
 * pages spend one page budget, the size of the form call's.
 */
async function limitOf(request: FastifyRequest, webRoot: string): Promise<Limit | undefined> {
  const route = request.routeOptions.url;
  // The partner API spends its keys' own budgets (partner/partner-limits.ts), not an address's.
  if (route?.startsWith(`${PARTNER_API_BASE}/`)) return undefined;
  if (route?.startsWith('/api/')) {
    const budget = budgetByRoute.has(route) ? budgetByRoute.get(route) : DEFAULT_API_BUDGET;
    return budget === null || budget === undefined ? undefined : { counter: `${request.method} ${route}`, budget };
  }
  if (route === OPS_BASE || route?.startsWith(`${OPS_BASE}/`)) return { counter: 'ops', budget: OPS_BUDGET };
  if (await drawsPage(request, webRoot)) return { counter: 'page', budget: API_BUDGETS.form! };
  return undefined;
}

export interface RateLimitSettings {
  /** Multiplies every budget (RATE_LIMIT_SCALE): load tests and e2e runs from one address. */
  scale: number;
  /** Set when DATABASE_URL is: budgets are then shared by every process on that PostgreSQL. */
  shared?: { db: Queryable; secret: string };
  /** The web build: a path naming one of its files is a file, any other read draws a page. */
  webRoot: string;
}

export async function registerRateLimits(app: FastifyInstance, settings: RateLimitSettings): Promise<void> {
  // Worked out once per request: the plugin asks for the key, the allow list and the maximum.
  const limits = new WeakMap<FastifyRequest, Promise<Limit | undefined>>();
  const limit = (request: FastifyRequest) => {
    let found = limits.get(request);
    if (!found) limits.set(request, (found = limitOf(request, settings.webRoot)));
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
