import * as z from 'zod';
import { isBrandId, type BrandId } from '@quickcheck/brands';

/** Thrown when an environment variable is malformed; the message names the variable (CONTRACT §2). */
export class EnvError extends Error {
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`Invalid environment variable ${variable}: ${reason}`);
    this.name = 'EnvError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be a whole number from ${min} to ${max}`)
    .max(max, `must be a whole number from ${min} to ${max}`);

const secret = z.string().min(32, 'must be at least 32 characters long');

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

/** Every variable the server reads; all optional (CONTRACT §2 plus the README's additions). */
const envSchema = z.object({
  PORT: wholeNumber(0, 65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  TOKEN_SECRET: secret.optional(),
  PII_KEY: secret.optional(),
  PUBLIC_ORIGIN: origin.optional(),
  SESSION_EXPIRY_MINUTES: wholeNumber(1, 525_600).default(1440),
  TECHNICAL_ERROR_BRANDS: brandList.default([]),
  LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).default('info'),
  AGENCY_TIMEOUT_MS: wholeNumber(1, 60_000).default(3000),
  RATE_LIMIT_PER_MINUTE: wholeNumber(1, 1_000_000).default(600),
  /** Proxies in front of the server (load balancer, CDN) whose X-Forwarded-For is believed; 0 = none. */
  TRUST_PROXY_HOPS: wholeNumber(0, 10).default(0),
  /** Spec §6 instant-issuance flag: off, on for the qualifying brands, or full rollout. */
  INSTANT_ISSUANCE: z.enum(['off', 'brands', 'full']).default('brands'),
  /** Time-out of one open-banking provider call (connect, data fetch, revoke). */
  OPEN_BANKING_TIMEOUT_MS: wholeNumber(1, 120_000).default(20_000),
  /** The sandbox provider's latency per call: a random wait up to this many ms (from half of it). */
  OPEN_BANKING_SANDBOX_LATENCY_MS: wholeNumber(0, 60_000).default(1200),
});

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  tokenSecret: string | undefined;
  piiKey: string | undefined;
  publicOrigin: string;
  sessionExpiryMinutes: number;
  technicalErrorBrands: BrandId[];
  logLevel: LogLevel;
  agencyTimeoutMs: number;
  rateLimitPerMinute: number;
  trustProxyHops: number;
  instantIssuance: 'off' | 'brands' | 'full';
  openBankingTimeoutMs: number;
  openBankingSandboxLatencyMs: number;
}

/** Parses the environment once at start; an empty value counts as unset. Throws EnvError naming the variable. */
export function parseEnv(env: Record<string, string | undefined>): ServerConfig {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape).flatMap((key) => {
      const value = env[key];
      return value === undefined || value.trim() === '' ? [] : [[key, value.trim()]];
    }),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new EnvError(String(issue?.path[0] ?? 'environment'), issue?.message ?? 'is malformed');
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    tokenSecret: e.TOKEN_SECRET,
    piiKey: e.PII_KEY,
    publicOrigin: e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`,
    sessionExpiryMinutes: e.SESSION_EXPIRY_MINUTES,
    technicalErrorBrands: e.TECHNICAL_ERROR_BRANDS,
    logLevel: e.LOG_LEVEL,
    agencyTimeoutMs: e.AGENCY_TIMEOUT_MS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    instantIssuance: e.INSTANT_ISSUANCE,
    openBankingTimeoutMs: e.OPEN_BANKING_TIMEOUT_MS,
    openBankingSandboxLatencyMs: e.OPEN_BANKING_SANDBOX_LATENCY_MS,
  };
}
