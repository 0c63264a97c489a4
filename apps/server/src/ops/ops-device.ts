import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A device cookie (OWASP, "Slow down online guessing attacks with device cookies"; decision 045):
 * given to a browser once its operator has signed in there with password and code, it names a
 * random device id signed for that account. Attempts from it count against that device alone, so
 * a stranger who knows only the email cannot lock the operator's own browser out.
 */
export const DEVICE_COOKIE = 'ops_device';
/** A new one at each sign-in on the device. */
export const DEVICE_COOKIE_DAYS = 90;

const signature = (tokenSecret: string, accountId: string, deviceId: string) =>
  createHmac('sha256', tokenSecret).update(`ops-device:${accountId}:${deviceId}`).digest('base64url');

/** A new device cookie's value for the account. */
export function deviceCookieValue(tokenSecret: string, accountId: string): string {
  const id = randomBytes(16).toString('base64url');
  return `${id}.${signature(tokenSecret, accountId, id)}`;
}

/** The device id a cookie names, when it was given for this account; else undefined. */
export function trustedDeviceOf(
  tokenSecret: string,
  cookie: string | undefined,
  accountId: string,
): string | undefined {
  const [id, signed, ...rest] = (cookie ?? '').split('.');
  if (!id || !signed || rest.length > 0) return undefined;
  const expected = Buffer.from(signature(tokenSecret, accountId, id));
  const given = Buffer.from(signed);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
}
