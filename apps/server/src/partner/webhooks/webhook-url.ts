import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** IANA's global unicast space: every public IPv6 address is in it (RFC 4291, RFC 3587). */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * No server-side request forgery: outside development a partner URL is https and reaches only a
 * public unicast address — checked when the URL is set and again on every connection (the
 * resolved address, so DNS cannot be re-pointed after the check).
 *
 * Decided on the address's bytes, by range, with ipaddr.js: parsed, turned to bytes and read
 * back, so no spelling (`::127.0.0.1`, `::ffff:10.0.0.1`, `::7f00:1`) changes the verdict. Only
 * ipaddr.js's `unicast` range passes — loopback, private, link-local, carrier-grade NAT, multicast,
 * broadcast, reserved and documentation ranges, IPv4-mapped and -compatible, NAT64 (RFC 6052,
 * RFC 6145), 6to4, Teredo, unique-local and the rest are refused — and for IPv6 only inside 2000::/3.
 */
export function isPublicUnicastAddress(address: string): boolean {
  if (!isIP(address.replace(/%.*$/, ''))) return false;
  const bytes = ipaddr.parse(address).toByteArray();
  const parsed = ipaddr.fromByteArray(bytes);
  if (parsed.kind() === 'ipv6' && !parsed.match(GLOBAL_UNICAST_V6)) return false;
  return parsed.range() === 'unicast';
}

export const isInternalAddress = (address: string): boolean => !isPublicUnicastAddress(address);

export class WebhookUrlError extends Error {}

/** The URL as it may be stored: https (http too in development), no credentials, no internal literal address. */
export function checkWebhookUrl(text: string, { development }: { development: boolean }): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new WebhookUrlError('The webhook URL is not a URL');
  }
  const schemes = development ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) throw new WebhookUrlError('The webhook URL must be https');
  if (url.username || url.password) throw new WebhookUrlError('The webhook URL must not carry credentials');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (
    !development &&
    (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) && isInternalAddress(host)))
  ) {
    throw new WebhookUrlError('The webhook URL must not point at a private or loopback address');
  }
  return url;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for http(s).request that refuses internal addresses outside development. */
export function guardedLookup({ development }: { development: boolean }) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses as LookupAddress[];
      const refused = !development && list.some((entry) => isInternalAddress(entry.address));
      if (refused || list.length === 0) {
        const failure: NodeJS.ErrnoException = new Error(`Refused to connect to an internal address for ${hostname}`);
        failure.code = 'EREFUSEDINTERNAL';
        return callback(failure, []);
      }
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
