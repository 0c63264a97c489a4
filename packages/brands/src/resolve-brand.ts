import { DEFAULT_BRAND, isBrandId, type BrandId } from './brand-ids.ts';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * CONTRACT §3: on localhost the brand comes from `?partner=`; elsewhere from the
 * host-name prefix before the first hyphen. Anything unknown is the default brand.
 */
export function resolveBrand(hostHeader: string | undefined, partnerParam: string | null | undefined): BrandId {
  const hostname = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '');
  if (LOCAL_HOSTS.has(hostname)) {
    const partner = partnerParam?.toLowerCase();
    return isBrandId(partner) ? partner : DEFAULT_BRAND;
  }
  const firstLabel = hostname.split('.')[0] ?? '';
  const prefix = firstLabel.includes('-') ? firstLabel.split('-')[0] : undefined;
  return isBrandId(prefix) ? prefix : DEFAULT_BRAND;
}
