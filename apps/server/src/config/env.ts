import ipaddr from 'ipaddr.js';
import * as z from 'zod';
import { EnvError, type EnvProblem } from './env-error.ts';
import { parseSettings, secret, setting, wholeNumber, type SettingsOf } from './settings.ts';
import { brandOfHost, DEFAULT_BRAND, isBrandId, type BrandId } from '@quickcheck/brands';
import { DEFAULT_SESSION_EXPIRY_MINUTES, PAGE_PATH, DEFAULT_SESSION_INACTIVITY_MINUTES } from '@quickcheck/contracts';

/** How long a match's offer holds unless QUOTE_VALIDITY_DAYS says otherwise (issue 23, decision 024). */
export const DEFAULT_QUOTE_VALIDITY_DAYS = 30;

/** How long a saved check's link lasts unless SAVED_CHECK_VALID_DAYS says otherwise (the retention table states it). */
export const DEFAULT_SAVED_CHECK_VALID_DAYS = 7;

/** The longest agency time-out a deployment may set; the shutdown grace is derived from the configured one. */
export const AGENCY_TIMEOUT_MAX_MS = 60_000;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const origin = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) origin like https://example.co.uk' })
  .transform((value, ctx) => {
    const url = new URL(value);
    if (url.pathname !== '/' || url.search || url.hash) {
      ctx.addIssue({ code: 'custom', message: 'must be an origin without a path, query or fragment' });
      return z.NEVER;
    }
    return url.origin;
  });

/** One origin a brand is served on (docs/product/contract.md#brands); its links go there, never to an unlisted host. */
export interface BrandOrigin {
  brand: BrandId;
  origin: string;
}

/** `BRAND_ORIGINS`: comma-separated `brand=origin` entries, one or more per brand. */
const brandOriginList = z.string().transform((value, ctx): BrandOrigin[] => {
  const listed: BrandOrigin[] = [];
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const at = entry.indexOf('=');
    const brand = entry.slice(0, at).trim();
    const parsed = origin.safeParse(entry.slice(at + 1).trim());
    if (at < 1 || !isBrandId(brand)) {
      ctx.addIssue({ code: 'custom', message: `${entry} is not brand=origin with a known brand id` });
    } else if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: `${entry}: ${parsed.error.issues[0]?.message ?? 'not an origin'}` });
    } else {
      listed.push({ brand, origin: parsed.data });
    }
  }
  if (listed.length === 0) ctx.addIssue({ code: 'custom', message: 'must list brand=origin entries' });
  return listed;
});

const brandList = z.string().transform((value, ctx): BrandId[] => {
  const ids = value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const unknown = ids.filter((id) => !isBrandId(id));
  if (unknown.length > 0) {
    ctx.addIssue({ code: 'custom', message: `unknown brand id(s): ${unknown.join(', ')}` });
    return z.NEVER;
  }
  return ids as BrandId[];
});

const pathList = z.string().transform((value, ctx): string[] => {
  const paths = value
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
  const bad = paths.filter((path) => !/^\/[\w\-/]*$/.test(path));
  if (bad.length > 0) {
    ctx.addIssue({ code: 'custom', message: `not a path like /agreement: ${bad.join(', ')}` });
    return z.NEVER;
  }
  return paths;
});

const postgresUrl = z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL');

/**
 * Every variable the server reads, each once: its name, parse, default and error text, under the
 * name the code reads it by. All optional (docs/product/contract.md#configuration plus the README's additions).
 */
export const SERVER_SETTINGS = {
  port: setting('PORT', wholeNumber(0, 65535).default(3000)),
  host: setting('HOST', z.string().min(1).default('127.0.0.1')),
  databaseUrl: setting('DATABASE_URL', postgresUrl.optional()),
  /**
   * The owner of the tables, for `npm run migrate` only (decision 046): it migrates as this role and
   * grants DATABASE_URL's role what the server needs. The server itself never reads it.
   */
  migrationDatabaseUrl: setting('MIGRATION_DATABASE_URL', postgresUrl.optional()),
  dataDir: setting('DATA_DIR', z.string().min(1).default('./data')),
  tokenSecret: setting('TOKEN_SECRET', secret.optional()),
  piiKey: setting('PII_KEY', secret.optional()),
  /** PUBLIC_ORIGIN as given; the config's `publicOrigin` is derived from it (configOf). */
  publicOrigin: setting('PUBLIC_ORIGIN', origin.optional()),
  /**
   * The origins each brand is served on, e.g. `very=https://very-quickcheck.example.co.uk,…`
   * (docs/product/contract.md#brands), as given; the config's `brandOrigins` is derived from it (configOf).
   */
  brandOrigins: setting('BRAND_ORIGINS', brandOriginList.optional()),
  sessionExpiryMinutes: setting(
    'SESSION_EXPIRY_MINUTES',
    wholeNumber(1, 525_600).default(DEFAULT_SESSION_EXPIRY_MINUTES),
  ),
  /** At least 3: the warning comes two minutes before the time-out, after at least one quiet minute. */
  sessionInactivityMinutes: setting(
    'SESSION_INACTIVITY_MINUTES',
    wholeNumber(3, 1440).default(DEFAULT_SESSION_INACTIVITY_MINUTES),
  ),
  technicalErrorBrands: setting('TECHNICAL_ERROR_BRANDS', brandList.default([])),
  logLevel: setting('LOG_LEVEL', z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).default('info')),
  agencyTimeoutMs: setting('AGENCY_TIMEOUT_MS', wholeNumber(1, AGENCY_TIMEOUT_MAX_MS).default(3000)),
  /** Multiplies every per-route rate-limit budget (load tests and e2e runs come from one address). */
  rateLimitScale: setting('RATE_LIMIT_SCALE', wholeNumber(1, 1_000_000).default(1)),
  /** Proxies in front of the server (load balancer, CDN) whose X-Forwarded-For is believed; 0 = none. */
  trustProxyHops: setting('TRUST_PROXY_HOPS', wholeNumber(0, 10).default(0)),
  /** docs/product/overview.md#brand-groups-and-flags instant-issuance flag: off, on for the qualifying brands, or full rollout. */
  instantIssuance: setting('INSTANT_ISSUANCE', z.enum(['off', 'brands', 'full']).default('brands')),
  /** Fixed delay of the sandbox agency per call; unset → its realistic 80–300 ms. 0 lets the bench see our own cost. */
  sandboxAgencyLatencyMs: setting('SANDBOX_AGENCY_LATENCY_MS', wholeNumber(0, 60_000).optional()),
  /** A file switching the sandbox agency to slow or failing while it runs (the soak's faults, decision 091); development only. */
  sandboxAgencyFaultFile: setting('SANDBOX_AGENCY_FAULT_FILE', z.string().min(1).optional()),
  /** docs/product/calls-and-errors.md#calls call 3: the downstream version expects the quotation call to carry the browser's credentials. */
  downstreamVersion: setting(
    'DOWNSTREAM_VERSION',
    z
      .enum(['on', 'off'], 'must be on or off')
      .transform((value) => value === 'on')
      .default(false),
  ),
  cookieConsent: {
    /** docs/product/calls-and-errors.md#calls latest cookie policy version: raising it brings the consent banner back to everyone. */
    latestPolicyVersion: setting('COOKIE_POLICY_VERSION', wholeNumber(1, 1_000_000).default(1)),
    /** docs/product/data.md notice_poptime written with a choice; unset → the page's default 1679994000000. */
    noticePoptime: setting('COOKIE_NOTICE_POPTIME', wholeNumber(0, 8_640_000_000_000_000).optional()),
    /** Brands whose every page asks with the full-page consent variant instead of the banner. */
    fullPageBrands: setting('COOKIE_FULL_PAGE_BRANDS', brandList.default([])),
    /** Paths that ask with the full-page consent variant (the card-agreement stand-in by default). */
    fullPagePaths: setting('COOKIE_FULL_PAGE_PATHS', pathList.default([PAGE_PATH.agreement])),
  },
  /** Time-out of one open-banking provider call (connect, data fetch, revoke). */
  openBankingTimeoutMs: setting('OPEN_BANKING_TIMEOUT_MS', wholeNumber(1, 120_000).default(20_000)),
  /** The sandbox provider's latency per call: a random wait up to this many ms (from half of it). */
  openBankingSandboxLatencyMs: setting('OPEN_BANKING_SANDBOX_LATENCY_MS', wholeNumber(0, 60_000).default(1200)),
  /** Days a match's offer holds (decision 024): to the end of that UK day (quote-validity.ts); 0 holds nothing, for demonstrations and tests of the expired page. */
  quoteValidityDays: setting('QUOTE_VALIDITY_DAYS', wholeNumber(0, 365).default(DEFAULT_QUOTE_VALIDITY_DAYS)),
  /** Where e-mail goes (save and come back later); unset → the development outbox, shown only in development (docs/product/contract.md#configuration). */
  smtpUrl: setting('SMTP_URL', z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
  /** The sender of every e-mail; the brand's name is shown beside it. */
  mailFrom: setting(
    'MAIL_FROM',
    z.email('must be an e-mail address like no-reply@example.co.uk').default('no-reply@quickcheck.example'),
  ),
  /** How long a saved check's link works (issue 23: 7 days by default). */
  savedCheckValidDays: setting('SAVED_CHECK_VALID_DAYS', wholeNumber(1, 90).default(DEFAULT_SAVED_CHECK_VALID_DAYS)),
};

/** The server's settings: its settings' parsed values, with the origins derived (configOf). */
export type ServerConfig = ReturnType<typeof configOf>;

/** Keys every process on one database must share: generating them per process would split tokens and data. */
const SHARED_KEYS = ['TOKEN_SECRET', 'PII_KEY'] as const;

/**
 * Parses the environment once at start; an empty value counts as unset. Throws EnvError naming
 * every malformed variable, and TOKEN_SECRET / PII_KEY when DATABASE_URL is set without them
 * (unless the caller uses no key: `npm run migrate`).
 */
export function parseEnv(
  env: Record<string, string | undefined>,
  { sharedKeysNeeded = true }: { sharedKeysNeeded?: boolean } = {},
): ServerConfig {
  const problems: EnvProblem[] = [];
  // Silently ignoring it would leave an operator believing in a budget that no longer exists.
  if (env.RATE_LIMIT_PER_MINUTE?.trim()) {
    problems.push({
      variable: 'RATE_LIMIT_PER_MINUTE',
      reason: 'is no longer read: budgets are per route, scaled by RATE_LIMIT_SCALE',
    });
  }
  const parsed = parseSettings(SERVER_SETTINGS, env);
  if (!parsed.ok) problems.push(...parsed.problems);
  if (sharedKeysNeeded && env.DATABASE_URL?.trim()) {
    for (const key of SHARED_KEYS) {
      if (env[key]?.trim()) continue;
      problems.push({
        variable: key,
        reason:
          'must be given when DATABASE_URL is set: every process on that database needs the same key, so none is generated',
      });
    }
  }
  if (parsed.ok) problems.push(...developmentProblems(parsed.settings));
  if (!parsed.ok || problems.length > 0) throw EnvError.of(problems);
  return configOf(parsed.settings);
}

/** What a server must name before it listens beyond this machine. */
export const ORIGIN_VARIABLES = ['PUBLIC_ORIGIN', 'BRAND_ORIGINS'] as const;

/** An address (or name) to listen on that only this machine reaches: 127.0.0.0/8, ::1, localhost. */
export function isLoopbackListenHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  return ipaddr.isValid(name) && ipaddr.process(name).range() === 'loopback';
}

/**
 * Development (no origin configured) brings its conveniences — the outbox, the sandbox partner key,
 * http and loopback webhooks, loopback hosts linking to themselves — and exists only on loopback
 * (docs/product/contract.md#configuration): a server listening further must say where it is served.
 */
function developmentProblems(settings: SettingsOf<typeof SERVER_SETTINGS>): EnvProblem[] {
  if (settings.publicOrigin !== undefined || settings.brandOrigins !== undefined) {
    if (settings.sandboxAgencyFaultFile === undefined) return [];
    return [
      {
        variable: 'SANDBOX_AGENCY_FAULT_FILE',
        reason: `is a soak's fault switch for development only: it may not be set with ${ORIGIN_VARIABLES.join(' or ')}`,
      },
    ];
  }
  if (isLoopbackListenHost(settings.host)) return [];
  return [
    {
      variable: 'HOST',
      reason:
        `${settings.host} is beyond loopback, so ${ORIGIN_VARIABLES.join(' or ')} must be set: ` +
        'development, with its conveniences, exists only on loopback',
    },
  ];
}

/** The settings, with the origins derived from PUBLIC_ORIGIN and BRAND_ORIGINS. */
function configOf(settings: SettingsOf<typeof SERVER_SETTINGS>) {
  const brandOrigins: readonly BrandOrigin[] | undefined = listedOrigins(settings.publicOrigin, settings.brandOrigins);
  return {
    ...settings,
    /** The default brand's origin: links of a request for an unlisted host go here. */
    publicOrigin:
      settings.publicOrigin ??
      brandOrigins?.find((listed) => listed.brand === DEFAULT_BRAND)?.origin ??
      `http://localhost:${settings.port}`,
    /**
     * Every origin a request may be answered with links to (PUBLIC_ORIGIN under the default brand,
     * then BRAND_ORIGINS); undefined when neither is set (development: loopback hosts link to themselves).
     */
    brandOrigins,
  };
}

/**
 * Development: no origin configured, so on loopback only (parseEnv refuses it elsewhere). Its
 * conveniences (the outbox, the sandbox partner key, http and loopback webhooks) exist only here.
 */
export const isDevelopment = (config: Pick<ServerConfig, 'brandOrigins'>): boolean => config.brandOrigins === undefined;

/**
 * The allowed origins, each under the brand its host resolves to by docs/product/contract.md#brands (so a listing can
 * never make one brand's host link to another's), each host once. With BRAND_ORIGINS the default
 * brand needs an origin too: a request for an unlisted host is answered with its links.
 */
function listedOrigins(publicOrigin: string | undefined, brandOrigins: BrandOrigin[] | undefined) {
  if (publicOrigin === undefined && brandOrigins === undefined) return undefined;
  const listed = [
    ...(publicOrigin === undefined ? [] : [{ brand: DEFAULT_BRAND, origin: publicOrigin, variable: 'PUBLIC_ORIGIN' }]),
    ...(brandOrigins ?? []).map((entry) => ({ ...entry, variable: 'BRAND_ORIGINS' })),
  ];
  const hosts = new Set<string>();
  for (const { brand, origin, variable } of listed) {
    const host = hostKey(new URL(origin));
    const hostBrand = brandOfHost(host, undefined);
    if (hostBrand !== brand) {
      throw new EnvError(
        variable,
        `${origin} is the ${hostBrand} brand's host (docs/product/contract.md#brands), not ${brand}'s`,
      );
    }
    if (hosts.has(host)) throw new EnvError(variable, `${host} is listed more than once`);
    hosts.add(host);
  }
  if (!listed.some((entry) => entry.brand === DEFAULT_BRAND)) {
    throw new EnvError('PUBLIC_ORIGIN', `must be set with BRAND_ORIGINS: the ${DEFAULT_BRAND} brand's origin`);
  }
  return listed.map(({ brand, origin }) => ({ brand, origin }));
}

/** An origin's host as a Host header names it: the port only when it is not 80 or 443. */
export function hostKey(url: URL): string {
  return url.port === '' || url.port === '80' || url.port === '443' ? url.hostname : `${url.hostname}:${url.port}`;
}
