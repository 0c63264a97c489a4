import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238's defaults, which every authenticator app reads: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
const ISSUER = 'QuickCheck operator console';
/** One step either side: a phone's clock a little off, or a code typed as it rolls over. */
const WINDOW_STEPS = 1;

function totpFor(secretBase32: string, email: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret (RFC 4226 §4 recommends 160 bits), base 32 as authenticator apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app reads from the enrolment QR code. */
export const totpUri = (secretBase32: string, email: string): string => totpFor(secretBase32, email).toString();

/** The current code: for the command line's tests and the e2e, which play the operator's phone. */
export const totpCode = (secretBase32: string, at: Date): string =>
  totpFor(secretBase32, '').generate({ timestamp: at.getTime() });

/**
 * The time step a code belongs to, or undefined when it is not a current code. The caller
 * accepts it only when the step is later than the last one used (RFC 6238 §5.2: once only).
 */
export function totpStepOf(secretBase32: string, code: string, at: Date): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpFor(secretBase32, '').validate({ token: code, timestamp: at.getTime(), window: WINDOW_STEPS });
  if (delta === null) return undefined;
  return Math.floor(at.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/**
 * The secret is sealed at rest with a key derived from PII_KEY for this purpose alone
 * (AES-256-GCM): a copy of the database alone cannot mint codes.
 */
function sealingKey(piiKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', piiKey, 'quickcheck-ops', 'totp-secret', 32));
}

export function sealTotpSecret(piiKey: string, secretBase32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(piiKey), iv);
  const body = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function openTotpSecret(piiKey: string, sealed: string): string {
  const [format, iv, tag, body] = sealed.split('.');
  if (format !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unknown sealed TOTP secret format');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(piiKey), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
