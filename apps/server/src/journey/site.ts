import { journeyParameterName } from '@quickcheck/contracts';
import { brandOfHost, DEFAULT_BRAND, type BrandId } from '@quickcheck/brands';
import { hostKey, type ServerConfig } from '../config/env.ts';

/** Who a request is for: its brand, and the origin every absolute link made for it uses (docs/product/contract.md#configuration, docs/product/contract.md#brands). */
export interface Site {
  brand: BrandId;
  origin: string;
}

/** What of a request its site is read from; a FastifyRequest has all three (host and protocol honour trusted proxies). */
export interface SiteRequest {
  host: string;
  protocol: string;
  query: unknown;
}

export type SiteResolver = (request: SiteRequest) => Site;

/**
 * An address on a site for one brand, keeping the brand with `?partner=` where the host alone
 * does not name it (localhost, 127.0.0.1: docs/product/contract.md#brands), so the visitor comes back to their brand.
 */
export function siteUrl(origin: string, path: string, query: Record<string, string>, brand: BrandId): string {
  const url = new URL(path, origin);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  if (brandOfHost(url.host, undefined) !== brand) url.searchParams.set(journeyParameterName('partner'), brand);
  return url.toString();
}

/** RFC 6761: browsers resolve localhost and every name under .localhost to this machine. */
export function isLoopbackHostname(hostname: string): boolean {
  return (
    hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost')
  );
}

/** A plain `host[:port]` (no user, path or stray characters), else nothing: such a Host names no site. */
const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function parseHost(host: string, protocol: string): URL | undefined {
  if (!PLAIN_HOST.test(host)) return undefined;
  try {
    return new URL(`${protocol === 'https' ? 'https' : 'http'}://${host}`);
  } catch {
    return undefined;
  }
}

/**
 * The Host header is never trusted on its own. With origins configured (PUBLIC_ORIGIN,
 * BRAND_ORIGINS) a listed host gets its listed origin; in development (neither set) a loopback
 * host gets its own origin. Any other host is the default brand with the default brand's origin,
 * so no link ever points at a host nobody listed. The brand of an allowed host follows docs/product/contract.md#brands.
 */
export function createSiteResolver(config: Pick<ServerConfig, 'publicOrigin' | 'brandOrigins'>): SiteResolver {
  const listed =
    config.brandOrigins && new Map(config.brandOrigins.map(({ origin }) => [hostKey(new URL(origin)), origin]));
  const fallback: Site = { brand: DEFAULT_BRAND, origin: config.publicOrigin };
  return (request) => {
    const url = parseHost(request.host, request.protocol);
    if (!url) return fallback;
    const origin = listed ? listed.get(hostKey(url)) : isLoopbackHostname(url.hostname) ? url.origin : undefined;
    if (!origin) return fallback;
    const { partner } = (request.query ?? {}) as { partner?: unknown };
    // A repeated ?partner= arrives as an array (found by the fuzz: it was a 500).
    return { brand: brandOfHost(url.host, typeof partner === 'string' ? partner : undefined), origin };
  };
}
