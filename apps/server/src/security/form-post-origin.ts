import type { FastifyRequest } from 'fastify';

const hostOf = (origin: string): string | undefined => {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
};

/**
 * A form post another site made the browser send (CSRF), refused by every form of ours: the
 * browser says it came from another site (`Sec-Fetch-Site` other than same-origin, or none for one
 * the visitor started), or its Origin names another host. Under the site's no-referrer policy a
 * browser may send `Origin: null` for our own form, and an older browser or a script sends neither
 * header: those are left to the form's own token (where the form has one).
 */
export function isCrossSiteFormPost(request: Pick<FastifyRequest, 'headers'>): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  return origin !== undefined && origin !== 'null' && hostOf(origin) !== request.headers.host;
}
