import { OWNER_COOKIE } from '../../src/security/quotation-owner.ts';

/** The owner credential a quotation answer gave its browser, as that browser sends it back. */
export function ownerCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${OWNER_COOKIE}=`));
  if (!cookie) throw new Error('The answer set no owner credential');
  return cookie.split(';')[0] ?? '';
}

/** Request options of the browser holding that credential. */
export const asOwner = (cookie: string): RequestInit => ({ headers: { cookie } });
