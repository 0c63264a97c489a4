import { SignJWT, decodeJwt, type JWTPayload } from 'jose';
import { TEST_KEYS } from './test-settings.ts';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface TokenShape {
  audience: string;
  claims: JWTPayload;
}

interface SignOptions {
  secret?: string;
  alg?: string;
  issuer?: string;
  audience?: string;
  expiresAt?: number;
  notBefore?: number;
  claims?: JWTPayload;
}

/** Signs `shape` as our server would, with one thing changed. Times are in seconds. */
export function forge(shape: TokenShape, now: Date, options: SignOptions = {}): Promise<string> {
  const seconds = Math.floor(now.getTime() / 1000);
  const jwt = new SignJWT({ ...shape.claims, ...options.claims })
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setIssuer(options.issuer ?? 'quickcheck')
    .setAudience(options.audience ?? shape.audience)
    .setIssuedAt(seconds)
    .setExpirationTime(options.expiresAt ?? seconds + 600);
  if (options.notBefore !== undefined) jwt.setNotBefore(options.notBefore);
  return jwt.sign(new TextEncoder().encode(options.secret ?? TEST_KEYS.tokenSecret));
}

/** The unsigned token of RFC 7519 §6: header alg "none", an empty signature. */
export function unsigned(token: string): string {
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(decodeJwt(token))}.`;
}

/** The payload changed after signing: the signature no longer matches. */
export function withTamperedPayload(token: string, change: JWTPayload): string {
  const [header, , signature] = token.split('.');
  return `${header}.${b64({ ...decodeJwt(token), ...change })}.${signature}`;
}

export function withTamperedSignature(token: string): string {
  const [header, payload, signature = ''] = token.split('.');
  const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
  return `${header}.${payload}.${flipped}`;
}

/** Claims of a real token minus the registered ones forge() sets itself. */
export function claimsOf(token: string): JWTPayload {
  const { iss: _iss, aud: _aud, iat: _iat, exp: _exp, nbf: _nbf, ...claims } = decodeJwt(token);
  return claims;
}
