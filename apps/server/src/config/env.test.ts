import { DEFAULT_SESSION_EXPIRY_MINUTES, DEFAULT_SESSION_INACTIVITY_MINUTES } from '@quickcheck/contracts';
import { describe, expect, it } from 'vitest';
import { EnvError } from './env-error.ts';
import { DEFAULT_QUOTE_VALIDITY_DAYS, isDevelopment, parseEnv } from './env.ts';

const SECRET = 'x'.repeat(32);

describe('parseEnv', () => {
  it('applies the docs/product/contract.md#configuration defaults when nothing is set', () => {
    expect(parseEnv({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: './data',
      tokenSecret: undefined,
      piiKey: undefined,
      publicOrigin: 'http://localhost:3000',
      sessionExpiryMinutes: DEFAULT_SESSION_EXPIRY_MINUTES,
      sessionInactivityMinutes: DEFAULT_SESSION_INACTIVITY_MINUTES,
      technicalErrorBrands: [],
      logLevel: 'info',
      agencyTimeoutMs: 3000,
      rateLimitScale: 1,
      trustProxyHops: 0,
      instantIssuance: 'brands',
      sandboxAgencyLatencyMs: undefined,
      sandboxAgencyFaultFile: undefined,
      downstreamVersion: false,
      cookieConsent: {
        latestPolicyVersion: 1,
        noticePoptime: undefined,
        fullPageBrands: [],
        fullPagePaths: ['/agreement'],
      },
      openBankingTimeoutMs: 20_000,
      openBankingSandboxLatencyMs: 1200,
      quoteValidityDays: DEFAULT_QUOTE_VALIDITY_DAYS,
      smtpUrl: undefined,
      mailFrom: 'no-reply@quickcheck.example',
      savedCheckValidDays: 7,
    });
    expect(DEFAULT_QUOTE_VALIDITY_DAYS).toBe(30);
  });

  it('reads every variable', () => {
    const config = parseEnv({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://user@db:5432/qc',
      DATA_DIR: '/var/qc',
      TOKEN_SECRET: SECRET,
      PII_KEY: SECRET,
      PUBLIC_ORIGIN: 'https://quickcheck.example.co.uk/',
      SESSION_EXPIRY_MINUTES: '30',
      TECHNICAL_ERROR_BRANDS: ' very, ocean ,',
      LOG_LEVEL: 'warn',
      AGENCY_TIMEOUT_MS: '500',
      RATE_LIMIT_SCALE: '60',
      TRUST_PROXY_HOPS: '1',
      INSTANT_ISSUANCE: 'full',
      SANDBOX_AGENCY_LATENCY_MS: '0',
      SESSION_INACTIVITY_MINUTES: '5',
      DOWNSTREAM_VERSION: 'on',
      COOKIE_POLICY_VERSION: '3',
      COOKIE_NOTICE_POPTIME: '1700000000000',
      COOKIE_FULL_PAGE_BRANDS: 'very',
      COOKIE_FULL_PAGE_PATHS: '/agreement, /ob-landing',
      OPEN_BANKING_TIMEOUT_MS: '900',
      OPEN_BANKING_SANDBOX_LATENCY_MS: '0',
      QUOTE_VALIDITY_DAYS: '14',
      SMTP_URL: 'smtps://user:pass@smtp.example.co.uk:465',
      MAIL_FROM: 'checks@example.co.uk',
      SAVED_CHECK_VALID_DAYS: '14',
    });
    expect(config).toMatchObject({
      quoteValidityDays: 14,
      sandboxAgencyLatencyMs: 0,
      port: 8080,
      publicOrigin: 'https://quickcheck.example.co.uk',
      technicalErrorBrands: ['very', 'ocean'],
      agencyTimeoutMs: 500,
      rateLimitScale: 60,
      trustProxyHops: 1,
      instantIssuance: 'full',
      openBankingTimeoutMs: 900,
      openBankingSandboxLatencyMs: 0,
      smtpUrl: 'smtps://user:pass@smtp.example.co.uk:465',
      mailFrom: 'checks@example.co.uk',
      savedCheckValidDays: 14,
      logLevel: 'warn',
      sessionInactivityMinutes: 5,
      downstreamVersion: true,
      cookieConsent: {
        latestPolicyVersion: 3,
        noticePoptime: 1700000000000,
        fullPageBrands: ['very'],
        fullPagePaths: ['/agreement', '/ob-landing'],
      },
    });
  });

  it('derives PUBLIC_ORIGIN from PORT and treats empty values as unset', () => {
    expect(parseEnv({ PORT: '4000', PUBLIC_ORIGIN: '' }).publicOrigin).toBe('http://localhost:4000');
  });

  it.each([
    ['PORT', 'abc'],
    ['SMTP_URL', 'http://mail.example.co.uk'],
    ['MAIL_FROM', 'nobody'],
    ['SAVED_CHECK_VALID_DAYS', '0'],
    ['OPEN_BANKING_TIMEOUT_MS', '0'],
    ['OPEN_BANKING_SANDBOX_LATENCY_MS', '-1'],
    ['QUOTE_VALIDITY_DAYS', '-1'],
    ['QUOTE_VALIDITY_DAYS', '1.5'],
    ['QUOTE_VALIDITY_DAYS', '366'],
    ['PORT', '70000'],
    ['PORT', '3.5'],
    ['DATABASE_URL', 'mysql://db'],
    ['TOKEN_SECRET', 'short'],
    ['PII_KEY', 'short'],
    ['PUBLIC_ORIGIN', 'not a url'],
    ['PUBLIC_ORIGIN', 'https://example.com/path'],
    ['PUBLIC_ORIGIN', 'ftp://example.com'],
    ['SESSION_EXPIRY_MINUTES', '0'],
    ['TECHNICAL_ERROR_BRANDS', 'very,acme'],
    ['LOG_LEVEL', 'loud'],
    ['AGENCY_TIMEOUT_MS', '-1'],
    ['RATE_LIMIT_SCALE', 'many'],
    ['RATE_LIMIT_SCALE', '0'],
    ['RATE_LIMIT_PER_MINUTE', '600'],
    ['TRUST_PROXY_HOPS', '-1'],
    ['INSTANT_ISSUANCE', 'sometimes'],
    ['SESSION_INACTIVITY_MINUTES', '2'],
    ['DOWNSTREAM_VERSION', 'yes'],
    ['COOKIE_POLICY_VERSION', '0'],
    ['COOKIE_POLICY_VERSION', 'v2'],
    ['COOKIE_NOTICE_POPTIME', 'yesterday'],
    ['COOKIE_FULL_PAGE_BRANDS', 'acme'],
    ['COOKIE_FULL_PAGE_PATHS', 'agreement'],
  ])('names %s when it is %j', (variable, value) => {
    let thrown: unknown;
    try {
      parseEnv({ [variable]: value });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(EnvError);
    expect((thrown as EnvError).variable).toBe(variable);
    expect((thrown as EnvError).message).toContain(variable);
  });

  it('lists PUBLIC_ORIGIN under the default brand, then each BRAND_ORIGINS entry; neither set is development', () => {
    expect(parseEnv({}).brandOrigins).toBeUndefined();
    const config = parseEnv({
      PUBLIC_ORIGIN: 'https://quickcheck.example.co.uk',
      BRAND_ORIGINS: ' very=https://very-quickcheck.example.co.uk/ ,very=https://very-quickcheck.example.com,, ',
    });
    expect(config.publicOrigin).toBe('https://quickcheck.example.co.uk');
    expect(config.brandOrigins).toEqual([
      { brand: 'quickcheck', origin: 'https://quickcheck.example.co.uk' },
      { brand: 'very', origin: 'https://very-quickcheck.example.co.uk' },
      { brand: 'very', origin: 'https://very-quickcheck.example.com' },
    ]);
    const withoutPublic = parseEnv({
      BRAND_ORIGINS: 'quickcheck=https://www.example.co.uk,luma=http://luma-qc.localhost:3000',
    });
    expect(withoutPublic.publicOrigin).toBe('https://www.example.co.uk');
  });

  it.each([
    [{ BRAND_ORIGINS: 'very' }, 'BRAND_ORIGINS', 'is not brand=origin'],
    [{ BRAND_ORIGINS: 'acme=https://acme-quickcheck.example.co.uk' }, 'BRAND_ORIGINS', 'is not brand=origin'],
    [{ BRAND_ORIGINS: 'very=ftp://very-quickcheck.example.co.uk' }, 'BRAND_ORIGINS', 'http(s) origin'],
    [{ BRAND_ORIGINS: 'very=https://very-quickcheck.example.co.uk/apply' }, 'BRAND_ORIGINS', 'without a path'],
    [{ BRAND_ORIGINS: ',' }, 'BRAND_ORIGINS', 'must list'],
    [
      { PUBLIC_ORIGIN: 'https://example.co.uk', BRAND_ORIGINS: 'luma=https://very-quickcheck.example.co.uk' },
      'BRAND_ORIGINS',
      "is the very brand's host",
    ],
    [
      { PUBLIC_ORIGIN: 'https://example.co.uk', BRAND_ORIGINS: 'very=http://localhost:3000' },
      'BRAND_ORIGINS',
      "is the quickcheck brand's host",
    ],
    [
      { PUBLIC_ORIGIN: 'https://example.co.uk', BRAND_ORIGINS: 'quickcheck=http://example.co.uk' },
      'BRAND_ORIGINS',
      'example.co.uk is listed more than once',
    ],
    [{ PUBLIC_ORIGIN: 'https://very-quickcheck.example.co.uk' }, 'PUBLIC_ORIGIN', "is the very brand's host"],
    [
      { BRAND_ORIGINS: 'very=https://very-quickcheck.example.co.uk' },
      'PUBLIC_ORIGIN',
      'must be set with BRAND_ORIGINS',
    ],
  ])('refuses %j naming %s', (env, variable, reason) => {
    expect(() => parseEnv(env)).toThrow(EnvError);
    expect(() => parseEnv(env)).toThrow(
      new RegExp(`^Invalid environment variable ${variable}: .*${reason.replace(/[()]/g, '\\$&')}`),
    );
  });

  it('keeps development (no origin configured) on loopback: a HOST beyond it must name PUBLIC_ORIGIN or BRAND_ORIGINS', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', '[::1]', 'localhost', 'LOCALHOST', 'qc.localhost']) {
      expect(isDevelopment(parseEnv({ HOST: host })), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'example.co.uk', '::ffff:0.0.0.0']) {
      expect(() => parseEnv({ HOST: host }), host).toThrow(
        /^Invalid environment variable HOST: .* is beyond loopback, so PUBLIC_ORIGIN or BRAND_ORIGINS must be set/,
      );
    }
    const served = parseEnv({ HOST: '0.0.0.0', PUBLIC_ORIGIN: 'https://quickcheck.example.co.uk' });
    expect(isDevelopment(served)).toBe(false);
    expect(isDevelopment(parseEnv({ HOST: '::', BRAND_ORIGINS: 'quickcheck=https://quickcheck.example.co.uk' }))).toBe(
      false,
    );
  });

  it("reads the sandbox agency's fault file in development only: with an origin configured it is refused", () => {
    expect(parseEnv({ SANDBOX_AGENCY_FAULT_FILE: '/tmp/fault' }).sandboxAgencyFaultFile).toBe('/tmp/fault');
    for (const served of [
      { PUBLIC_ORIGIN: 'https://quickcheck.example.co.uk' },
      { BRAND_ORIGINS: 'quickcheck=https://quickcheck.example.co.uk' },
    ]) {
      expect(() => parseEnv({ ...served, SANDBOX_AGENCY_FAULT_FILE: '/tmp/fault' })).toThrow(
        /^Invalid environment variable SANDBOX_AGENCY_FAULT_FILE: is a soak's fault switch for development only/,
      );
    }
  });

  it('with DATABASE_URL set, names TOKEN_SECRET and PII_KEY when either is not given: many processes share them', () => {
    const shared = { DATABASE_URL: 'postgres://user@db:5432/qc' };
    const problemsOf = (env: Record<string, string>) => {
      try {
        parseEnv(env);
        return [];
      } catch (error) {
        return (error as EnvError).problems.map((problem) => problem.variable);
      }
    };
    expect(problemsOf(shared)).toEqual(['TOKEN_SECRET', 'PII_KEY']);
    expect(problemsOf({ ...shared, TOKEN_SECRET: SECRET, PII_KEY: ' ' })).toEqual(['PII_KEY']);
    expect(problemsOf({ ...shared, TOKEN_SECRET: SECRET, PII_KEY: SECRET })).toEqual([]);
    // Without DATABASE_URL one process owns DATA_DIR and generates them there.
    expect(problemsOf({})).toEqual([]);
    // The migration job uses no key.
    expect(parseEnv(shared, { sharedKeysNeeded: false }).databaseUrl).toBe(shared.DATABASE_URL);
  });

  it('names every malformed variable at once, each once', () => {
    let thrown: unknown;
    try {
      parseEnv({ PORT: 'abc', LOG_LEVEL: 'loud', RATE_LIMIT_PER_MINUTE: '600' });
    } catch (error) {
      thrown = error;
    }
    expect((thrown as EnvError).problems.map((problem) => problem.variable)).toEqual([
      'RATE_LIMIT_PER_MINUTE',
      'PORT',
      'LOG_LEVEL',
    ]);
    expect((thrown as EnvError).message).toMatch(/PORT: .*\n.*LOG_LEVEL: /s);
  });

  it('never echoes a secret in its message', () => {
    expect(() => parseEnv({ TOKEN_SECRET: 'hunter2-secret' })).toThrow(/^(?!.*hunter2).*TOKEN_SECRET/);
  });
});
