/**
 * docs/product/constants.md: consent cookies are scoped to the registrable parent domain — three labels for hosts
 * ending in .co.uk, otherwise two — so every brand's sub-domain shares one choice. Localhost and
 * IP addresses get a host-only cookie (browsers refuse a Domain attribute there).
 */
export function cookieDomainFor(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return undefined;
  if (/^[\d.]+$/.test(host) || host.includes(':')) return undefined;
  const labels = host.split('.');
  const keep = host.endsWith('.co.uk') ? 3 : 2;
  if (labels.length <= keep) return host;
  return labels.slice(-keep).join('.');
}
