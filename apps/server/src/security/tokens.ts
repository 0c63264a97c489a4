import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import { formResponsePayloadSchema, reasonSchema, type FormResponsePayload, type Reason } from '@quickcheck/contracts';
import type { Clock } from '../clock.ts';
import { formTraceClaim } from '../observability/tracing.ts';

// Our tokens are compact JWS (RFC 7515) JWTs signed with HS256 under the token secret. Every kind
// of token is a row of TOKEN_KINDS (audience, claims, lifetime, shape), read by one sign and one
// verify. HMAC-SHA256 is node:crypto's, in the request's own turn (decision 016): WebCrypto's
// (through jose) queued each signature on the thread pool, and jose copied and re-encoded the claims.

const ISSUER = 'quickcheck';
/** The open-banking hand-back: long enough to consent at a bank, short enough not to linger in history. */
export const HAND_BACK_LIFETIME_SECONDS = 30 * 60;
const RESULT_LIFETIME_SECONDS = 60 * 60;
/** How long a browser may reopen what it submitted (edit mode, open banking): one sitting, not a key for life. */
export const OWNER_LIFETIME_SECONDS = 60 * 60;

/** A token's claims as they are signed and read back (RFC 7519's registered ones among them). */
export type TokenPayload = Record<string, unknown> & { iss?: string; aud?: unknown; sub?: string; exp?: number };

/** Any token we did not sign, that was altered, has expired or was meant for another audience. */
export class TokenError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'TokenError';
  }
}

/**
 * A genuine token of ours whose time is up, and only that (signature, issuer and audience held):
 * the caller may still say what it was for, e.g. that a quote has expired.
 */
export class ExpiredTokenError extends TokenError {
  readonly payload: TokenPayload;

  constructor(payload: TokenPayload) {
    super('The token has expired');
    this.name = 'ExpiredTokenError';
    this.payload = payload;
  }
}

/** A genuine result token past its time: which quotation it was for. */
export class ExpiredResultError extends ExpiredTokenError {
  readonly claims: ResultClaims;

  constructor(claims: ResultClaims, payload: TokenPayload) {
    super(payload);
    this.name = 'ExpiredResultError';
    this.claims = claims;
  }
}

/** The sessionTerminationToken: which open-banking session of which quotation the provider hands back. */
export interface HandBackClaims {
  quotationId: string;
  obSessionId: string;
}

export interface ResultClaims {
  quotationId: string;
  reason: Reason;
  brand: string;
}

/** A result token's input: issued at the decision time, so replaying a decided quotation gives the identical token. */
export interface ResultToSign {
  claims: ResultClaims;
  decidedAt: Date;
  /** A match's quote end (decision 024): the token lasts an hour, or until then when that is later. */
  holdsUntil?: Date | undefined;
}

/** A saved check's owner credential: the check, and its end (the row's), which the credential shares. */
export interface SavedCheckOwnerToSign {
  savedCheckId: string;
  until: Date;
}

interface TokenSettings {
  sessionExpiryMinutes: number;
}

/** One kind of token: what `sign` takes (In) and what `verify` gives back (Out). */
interface TokenKind<In, Out> {
  audience: string;
  /** What it is, for the refusal of a genuine token of another shape. */
  what: string;
  /** Its own claims (`sub` when it names one thing), beside the issuer, audience and times. */
  claims(value: In): TokenPayload;
  /** Its issue time; now unless the value fixes it. */
  issuedAt?(value: In): Date;
  /** Its end, in seconds since the epoch, from its issue time; absent: it does not expire. */
  expiresAt?(issuedAt: number, value: In, settings: TokenSettings): number;
  /** Reads a verified payload; undefined when it is not this kind's shape. */
  read(payload: TokenPayload): Out | undefined;
  /** A genuine token of this kind past its time, read: the error to throw instead of ExpiredTokenError. */
  expired?(value: Out, payload: TokenPayload): ExpiredTokenError;
}

const kind = <In, Out>(definition: TokenKind<In, Out>) => definition;
/** A zod schema, full or mini (the contracts' are mini). */
interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}
const reader =
  <T, Out>(schema: Schema<T>, out: (data: T) => Out) =>
  (payload: TokenPayload): Out | undefined => {
    const parsed = schema.safeParse(payload);
    return parsed.success ? out(parsed.data) : undefined;
  };

const resultClaimsSchema = z.object({ sub: z.string().uuid(), reason: reasonSchema, brand: z.string() });
const ownerClaimsSchema = z.object({ quotations: z.array(z.string().uuid()).max(10) });
const handBackClaimsSchema = z.object({ sub: z.string().uuid(), sid: z.string().uuid() });
const savedCheckClaimsSchema = z.object({ sub: z.string().uuid() });
const ownerFor = (seconds: number) => (issuedAt: number) => issuedAt + seconds;

export const TOKEN_KINDS = {
  form: kind<FormResponsePayload, FormResponsePayload>({
    audience: 'quickcheck-form',
    what: 'a form response',
    // The issuing request's trace rides along (tracing on only), so the quotation joins the page's trace.
    claims: (payload) => ({ ...payload, ...formTraceClaim() }),
    expiresAt: (issuedAt, _payload, settings) => issuedAt + settings.sessionExpiryMinutes * 60,
    read: reader(formResponsePayloadSchema, (data) => data),
  }),
  result: kind<ResultToSign, ResultClaims>({
    audience: 'quickcheck-result',
    what: 'a result',
    claims: ({ claims }) => ({ reason: claims.reason, brand: claims.brand, sub: claims.quotationId }),
    issuedAt: ({ decidedAt }) => decidedAt,
    expiresAt: (issuedAt, { holdsUntil }) =>
      Math.max(issuedAt + RESULT_LIFETIME_SECONDS, holdsUntil ? Math.ceil(holdsUntil.getTime() / 1000) : 0),
    read: reader(resultClaimsSchema, (data) => ({ quotationId: data.sub, reason: data.reason, brand: data.brand })),
    expired: (claims, payload) => new ExpiredResultError(claims, payload),
  }),
  /** The owner credential: the quotations this browser made, held in an HttpOnly cookie. */
  owner: kind<readonly string[], string[]>({
    audience: 'quickcheck-owner',
    what: 'an owner credential',
    claims: (quotationIds) => ({ quotations: [...quotationIds] }),
    expiresAt: ownerFor(OWNER_LIFETIME_SECONDS),
    read: reader(ownerClaimsSchema, (data) => data.quotations),
  }),
  handBack: kind<HandBackClaims, HandBackClaims>({
    audience: 'quickcheck-ob-hand-back',
    what: 'an open-banking hand-back',
    claims: (claims) => ({ sid: claims.obSessionId, sub: claims.quotationId }),
    expiresAt: ownerFor(HAND_BACK_LIFETIME_SECONDS),
    read: reader(handBackClaimsSchema, (data) => ({ quotationId: data.sub, obSessionId: data.sid })),
  }),
  /**
   * The e-mailed link's token: names a saved check. No expiry of its own: the row's end and single
   * use decide (both configurable and shared by every process), so an old link can say which it was.
   */
  saveLink: kind<string, string>({
    audience: 'quickcheck-save-link',
    what: 'a saved check link',
    claims: (savedCheckId) => ({ sub: savedCheckId }),
    read: reader(savedCheckClaimsSchema, (data) => data.sub),
  }),
  /**
   * The browser that used a link owns its saved check until the check's end (issue 34 item 3): it
   * may resume it from the form's address or the link again; the row decides whether it still can.
   */
  saveOwner: kind<SavedCheckOwnerToSign, string>({
    audience: 'quickcheck-save-owner',
    what: 'a saved check owner',
    claims: ({ savedCheckId }) => ({ sub: savedCheckId }),
    expiresAt: (_issuedAt, { until }) => seconds(until),
    read: reader(savedCheckClaimsSchema, (data) => data.sub),
  }),
};

export type TokenKindName = keyof typeof TOKEN_KINDS;
type InOf<K extends TokenKindName> = (typeof TOKEN_KINDS)[K] extends TokenKind<infer In, unknown> ? In : never;
type OutOf<K extends TokenKindName> = (typeof TOKEN_KINDS)[K] extends TokenKind<never, infer Out> ? Out : never;

export interface TokenService {
  sign<K extends TokenKindName>(kind: K, value: InOf<K>): Promise<string>;
  /**
   * The token's contents when it is a genuine, current token of this kind; TokenError otherwise
   * (ExpiredTokenError, or the kind's own, for a genuine one past its time).
   */
  verify<K extends TokenKindName>(kind: K, token: string): Promise<OutOf<K>>;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const invalid = () => new TokenError('The token is not valid');

function decodedJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** RFC 7519 §4.1.4–5: a NumericDate claim, when present, is a number. */
function numericDate(payload: TokenPayload, claim: 'iat' | 'nbf' | 'exp'): number | undefined {
  const value = payload[claim];
  if (value !== undefined && typeof value !== 'number') throw invalid();
  return value;
}

export function createTokenService(secret: string, clock: Clock, sessionExpiryMinutes: number): TokenService {
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const settings: TokenSettings = { sessionExpiryMinutes };
  const mac = (signingInput: string) => createHmac('sha256', key).update(signingInput).digest();

  /**
   * The checks jose's jwtVerify made, in its order: the header (HS256, no `crit`), the signature,
   * the issuer and audience, then the times (nbf, then exp: only an expiry is ExpiredTokenError).
   */
  function verifiedPayload(token: string, audience: string): TokenPayload {
    const parts = token.split('.');
    if (parts.length !== 3) throw invalid();
    const [header = '', body = '', signature = ''] = parts;
    const protectedHeader = decodedJson(header);
    if (!isObject(protectedHeader) || protectedHeader.alg !== 'HS256' || 'crit' in protectedHeader) throw invalid();
    const given = Buffer.from(signature, 'base64url');
    const expected = mac(`${header}.${body}`);
    // Only the canonical spelling of the signature (Node's decoder skips stray characters).
    if (given.toString('base64url') !== signature) throw invalid();
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
    const payload = decodedJson(body);
    if (!isObject(payload) || payload.iss !== ISSUER) throw invalid();
    const { aud } = payload;
    if (!(aud === audience || (Array.isArray(aud) && aud.includes(audience)))) throw invalid();
    const now = seconds(clock.now());
    numericDate(payload, 'iat');
    const notBefore = numericDate(payload, 'nbf');
    if (notBefore !== undefined && notBefore > now) throw invalid();
    const expiry = numericDate(payload, 'exp');
    if (expiry !== undefined && expiry <= now) throw new ExpiredTokenError(payload);
    return payload;
  }

  return {
    async sign(name, value) {
      const tokenKind = TOKEN_KINDS[name] as TokenKind<typeof value, unknown>;
      const iat = seconds(tokenKind.issuedAt?.(value) ?? clock.now());
      const exp = tokenKind.expiresAt?.(iat, value, settings);
      const claims = { ...tokenKind.claims(value), iss: ISSUER, aud: tokenKind.audience, iat, exp };
      const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
      return `${signingInput}.${mac(signingInput).toString('base64url')}`;
    },
    async verify(name, token) {
      const tokenKind = TOKEN_KINDS[name] as TokenKind<never, OutOf<typeof name>>;
      const notThisKind = () => new TokenError(`The token payload is not ${tokenKind.what}`);
      let payload: TokenPayload;
      try {
        payload = verifiedPayload(token, tokenKind.audience);
      } catch (error) {
        if (!(error instanceof ExpiredTokenError) || !tokenKind.expired) throw error;
        const read = tokenKind.read(error.payload);
        throw read === undefined ? notThisKind() : tokenKind.expired(read, error.payload);
      }
      const read = tokenKind.read(payload);
      if (read === undefined) throw notThisKind();
      return read;
    },
  };
}
