import { DEFAULT_BRAND, isBrandId, type BrandId } from './brand-ids.ts';
import { BRAND_LIST } from './brands/brand-list.ts';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The brand `id` names, or the default brand for anything unknown (docs/product/overview.md): the one fallback. */
export function resolveBrand(id: unknown): BrandId {
  return isBrandId(id) ? id : DEFAULT_BRAND;
}

/**
 * docs/product/contract.md#brands: on localhost the brand comes from `?partner=`; elsewhere from the host-name
 * prefix before the first hyphen (each record's `hostPrefix`). Anything unknown is the default brand.
 */
export function brandOfHost(hostHeader: string | undefined, partnerParam: string | null | undefined): BrandId {
  const hostname = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '');
  if (LOCAL_HOSTS.has(hostname)) return resolveBrand(partnerParam?.toLowerCase());
  const firstLabel = hostname.split('.')[0] ?? '';
  const prefix = firstLabel.includes('-') ? firstLabel.split('-')[0] : undefined;
  return resolveBrand(BRAND_LIST.find((record) => record.hostPrefix === prefix)?.id);
}
