import { apiPath } from '@quickcheck/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OWNER_LIFETIME_SECONDS, type TokenService } from './tokens.ts';

/**
 * Proof that a browser made a quotation (issue 9: "a quotation id alone opens nothing").
 * The id travels in URLs (edit link, open-banking landing, agreement token) by the spec's
 * design, so it cannot be the key: the browser that submitted also holds this HttpOnly cookie,
 * a signed list of the quotations it made, sent only to the API and only by that browser.
 */
export const OWNER_COOKIE = 'qc_owner';
/** A visitor may run a few checks in one sitting (another tab, an edit); older ones drop off. */
const MOST_OWNED = 5;

export const NOT_OWNER_ERROR = 'This quotation can only be opened in the browser that made it, for a while after';

export interface QuotationOwnership {
  /** True when this request's browser holds a valid, unexpired credential naming the quotation. */
  owns(request: FastifyRequest, quotationId: string): Promise<boolean>;
  /** Adds a quotation to the browser's credential (and restarts its clock). */
  grant(request: FastifyRequest, reply: FastifyReply, quotationId: string): Promise<void>;
}

export function createQuotationOwnership(
  tokens: TokenService,
  secureCookie: (request: FastifyRequest) => boolean,
): QuotationOwnership {
  async function owned(request: FastifyRequest): Promise<string[]> {
    const token = request.cookies[OWNER_COOKIE];
    if (!token) return [];
    // An expired, tampered or foreign credential proves nothing: the browser simply owns nothing.
    return tokens.verify('owner', token).catch(() => []);
  }

  return {
    async owns(request, quotationId) {
      return (await owned(request)).includes(quotationId);
    },
    async grant(request, reply, quotationId) {
      const quotations = [quotationId, ...(await owned(request)).filter((id) => id !== quotationId)];
      reply.setCookie(OWNER_COOKIE, await tokens.sign('owner', quotations.slice(0, MOST_OWNED)), {
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookie(request),
        // Only the API reads it: pages, assets and the agreement host never see it.
        path: apiPath(''),
        maxAge: OWNER_LIFETIME_SECONDS,
      });
    },
  };
}
