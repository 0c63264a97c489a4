import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * No server-side request forgery: outside development a partner URL is https and never reaches
 * a private, loopback, link-local or otherwise internal address — checked when the URL is set and
 * again on every connection (the resolved address, so DNS cannot be re-pointed after the check).
 */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6');
}

export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return INTERNAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

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
