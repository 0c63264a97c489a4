import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';
import * as z from 'zod';
import { formResponsePayloadSchema, reasonSchema, type FormResponsePayload, type Reason } from '@quickcheck/contracts';
import type { Clock } from '../clock.ts';
import { formTraceClaim } from '../observability/tracing.ts';

const ISSUER = 'quickcheck';
const FORM_AUDIENCE = 'quickcheck-form';
const RESULT_AUDIENCE = 'quickcheck-result';
const OWNER_AUDIENCE = 'quickcheck-owner';
const HAND_BACK_AUDIENCE = 'quickcheck-ob-hand-back';
const SAVE_LINK_AUDIENCE = 'quickcheck-save-link';
const SAVE_OWNER_AUDIENCE = 'quickcheck-save-owner';
/** The open-banking hand-back: long enough to consent at a bank, short enough not to linger in history. */
export const HAND_BACK_LIFETIME_SECONDS = 30 * 60;
const RESULT_LIFETIME_SECONDS = 60 * 60;
/** How long a browser may reopen what it submitted (edit mode, open banking): one sitting, not a key for life. */
export const OWNER_LIFETIME_SECONDS = 60 * 60;

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
  readonly payload: JWTPayload;

  constructor(payload: JWTPayload) {
    super('The token has expired');
    this.name = 'ExpiredTokenError';
    this.payload = payload;
  }
}

const resultClaimsSchema = z.object({ sub: z.string().uuid(), reason: reasonSchema, brand: z.string() });
const claimsOf = (data: z.infer<typeof resultClaimsSchema>): ResultClaims => ({
  quotationId: data.sub,
  reason: data.reason,
  brand: data.brand,
});

/** A genuine result token past its time: which quotation it was for. */
export class ExpiredResultError extends ExpiredTokenError {
  readonly claims: ResultClaims;

  constructor(claims: ResultClaims, payload: JWTPayload) {
    super(payload);
    this.name = 'ExpiredResultError';
    this.claims = claims;
  }
}

const ownerClaimsSchema = z.object({ quotations: z.array(z.string().uuid()).max(10) });
const handBackClaimsSchema = z.object({ sub: z.string().uuid(), sid: z.string().uuid() });
const savedCheckClaimsSchema = z.object({ sub: z.string().uuid() });

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

export interface TokenService {
  signForm(payload: FormResponsePayload): Promise<string>;
  verifyForm(token: string): Promise<FormResponsePayload>;
  /**
   * Issued at the decision time, so replaying a decided quotation gives the identical token. It
   * lasts an hour, or until `holdsUntil` when that is later (a match's quote, decision 024).
   */
  signResult(claims: ResultClaims, decidedAt: Date, holdsUntil?: Date): Promise<string>;
  /** Throws ExpiredResultError, carrying the claims, for a genuine result token past its time. */
  verifyResult(token: string): Promise<ResultClaims>;
  /** The owner credential: the quotations this browser made, held in an HttpOnly cookie. */
  signOwner(quotationIds: readonly string[]): Promise<string>;
  verifyOwner(token: string): Promise<string[]>;
  signHandBack(claims: HandBackClaims): Promise<string>;
  verifyHandBack(token: string): Promise<HandBackClaims>;
  /**
   * The e-mailed link's token: names a saved check. No expiry of its own: the row's end and single
   * use decide (both configurable and shared by every process), so an old link can say which it was.
   */
  signSaveLink(savedCheckId: string): Promise<string>;
  verifySaveLink(token: string): Promise<string>;
  /** The browser that used a link owns its saved check for a while: a refresh there may post the link again. */
  signSaveOwner(savedCheckId: string): Promise<string>;
  verifySaveOwner(token: string): Promise<string>;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function createTokenService(secret: string, clock: Clock, sessionExpiryMinutes: number): TokenService {
  // Imported once: given the raw bytes, jose imports a WebCrypto key on every sign and verify.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );

  async function verify(token: string, audience: string) {
    try {
      const { payload } = await jwtVerify(token, await key, {
        issuer: ISSUER,
        audience,
        algorithms: ['HS256'],
        currentDate: clock.now(),
      });
      return payload;
    } catch (error) {
      // jose checks the signature, then issuer and audience, and only then the times.
      if (error instanceof errors.JWTExpired && error.claim === 'exp') throw new ExpiredTokenError(error.payload);
      throw new TokenError('The token is not valid');
    }
  }

  return {
    async signForm(payload) {
      const now = seconds(clock.now());
      // The issuing request's trace rides along (tracing on only), so the quotation joins the page's trace.
      return new SignJWT({ ...payload, ...formTraceClaim() })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(FORM_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + sessionExpiryMinutes * 60)
        .sign(await key);
    },
    async verifyForm(token) {
      const parsed = formResponsePayloadSchema.safeParse(await verify(token, FORM_AUDIENCE));
      if (!parsed.success) throw new TokenError('The token payload is not a form response');
      return parsed.data;
    },
    async signResult(claims, decidedAt, holdsUntil) {
      const issuedAt = seconds(decidedAt);
      const expiresAt = Math.max(
        issuedAt + RESULT_LIFETIME_SECONDS,
        holdsUntil ? Math.ceil(holdsUntil.getTime() / 1000) : 0,
      );
      return new SignJWT({ reason: claims.reason, brand: claims.brand })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(RESULT_AUDIENCE)
        .setSubject(claims.quotationId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(await key);
    },
    async verifyResult(token) {
      const payload = await verify(token, RESULT_AUDIENCE).catch((error: unknown) => {
        if (!(error instanceof ExpiredTokenError)) throw error;
        const expired = resultClaimsSchema.safeParse(error.payload);
        if (!expired.success) throw new TokenError('The token payload is not a result');
        throw new ExpiredResultError(claimsOf(expired.data), error.payload);
      });
      const parsed = resultClaimsSchema.safeParse(payload);
      if (!parsed.success) throw new TokenError('The token payload is not a result');
      return claimsOf(parsed.data);
    },
    async signOwner(quotationIds) {
      const now = seconds(clock.now());
      return new SignJWT({ quotations: [...quotationIds] })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(OWNER_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + OWNER_LIFETIME_SECONDS)
        .sign(await key);
    },
    async verifyOwner(token) {
      const parsed = ownerClaimsSchema.safeParse(await verify(token, OWNER_AUDIENCE));
      if (!parsed.success) throw new TokenError('The token payload is not an owner credential');
      return parsed.data.quotations;
    },
    async signHandBack(claims) {
      const now = seconds(clock.now());
      return new SignJWT({ sid: claims.obSessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(HAND_BACK_AUDIENCE)
        .setSubject(claims.quotationId)
        .setIssuedAt(now)
        .setExpirationTime(now + HAND_BACK_LIFETIME_SECONDS)
        .sign(await key);
    },
    async verifyHandBack(token) {
      const parsed = handBackClaimsSchema.safeParse(await verify(token, HAND_BACK_AUDIENCE));
      if (!parsed.success) throw new TokenError('The token payload is not an open-banking hand-back');
      return { quotationId: parsed.data.sub, obSessionId: parsed.data.sid };
    },
    async signSaveLink(savedCheckId) {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(SAVE_LINK_AUDIENCE)
        .setSubject(savedCheckId)
        .setIssuedAt(seconds(clock.now()))
        .sign(await key);
    },
    async verifySaveLink(token) {
      const parsed = savedCheckClaimsSchema.safeParse(await verify(token, SAVE_LINK_AUDIENCE));
      if (!parsed.success) throw new TokenError('The token payload is not a saved check link');
      return parsed.data.sub;
    },
    async signSaveOwner(savedCheckId) {
      const now = seconds(clock.now());
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(SAVE_OWNER_AUDIENCE)
        .setSubject(savedCheckId)
        .setIssuedAt(now)
        .setExpirationTime(now + OWNER_LIFETIME_SECONDS)
        .sign(await key);
    },
    async verifySaveOwner(token) {
      const parsed = savedCheckClaimsSchema.safeParse(await verify(token, SAVE_OWNER_AUDIENCE));
      if (!parsed.success) throw new TokenError('The token payload is not a saved check owner');
      return parsed.data.sub;
    },
  };
}
