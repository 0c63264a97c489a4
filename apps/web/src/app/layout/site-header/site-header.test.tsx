import { render, screen } from '@testing-library/react';
import { allBrandModules, BRAND_IDS } from '@quickcheck/brands';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from './site-header.tsx';

const ALL_BRAND_MODULES = await allBrandModules();

describe('the site header', () => {
  afterEach(() => vi.useRealTimers());

  it.each(BRAND_IDS)('shows the %s logo at its spec size', (id) => {
    vi.useFakeTimers({ now: new Date(2026, 2, 10) });
    render(<SiteHeader brand={id} loaded={ALL_BRAND_MODULES[id]} />);
    const logo = screen.getByRole('img', { name: ALL_BRAND_MODULES[id].logo.label });
    expect(logo).toHaveAttribute('width', id === 'ocean' ? '80' : '138');
    expect(logo).toHaveAttribute('height', id === 'ocean' ? '19' : '40');
  });

  it('shows the Pride logo in June and the Black History logo in October', () => {
    vi.useFakeTimers({ now: new Date(2026, 5, 1) });
    const { unmount } = render(<SiteHeader brand="very" loaded={ALL_BRAND_MODULES.very} />);
    expect(screen.getByRole('img', { name: 'Verily logo, celebrating Pride' })).toBeInTheDocument();
    unmount();
    vi.setSystemTime(new Date(2026, 9, 1));
    render(<SiteHeader brand="very" loaded={ALL_BRAND_MODULES.very} />);
    expect(screen.getByRole('img', { name: 'Verily logo, celebrating Black History Month' })).toBeInTheDocument();
  });

  it('combines the Postal Counters logo with a "Powered by" link to each company', () => {
    render(<SiteHeader brand="postoffice" loaded={ALL_BRAND_MODULES.postoffice} />);
    const partner = screen.getByRole('link', { name: /^Postal Counters logo.* \(opens in a new tab\)$/ });
    expect(partner).toHaveAttribute('href', 'https://www.postal-counters.example/');
    expect(screen.getByRole('banner')).toHaveTextContent('Powered by QuickCheck');
    expect(screen.getByRole('link', { name: 'QuickCheck (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.quickcheck.example/',
    );
  });

  it('shows no logo while the brand loads, and the brand name if nothing could load', () => {
    const { rerender } = render(<SiteHeader brand="ocean" loaded="loading" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    rerender(<SiteHeader brand="ocean" loaded={undefined} />);
    expect(screen.getByRole('banner')).toHaveTextContent('Ocean');
  });
});
