import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allBrandModules } from '@quickcheck/brands';
import { describe, expect, it, vi } from 'vitest';
import * as analytics from '../../../common/analytics/analytics.ts';
import { onConsentSettingsRequest } from '../../../common/consent/settings-request.ts';
import { SiteFooter } from './site-footer.tsx';

const ALL_BRAND_MODULES = await allBrandModules();

const linkNames = () =>
  within(screen.getByRole('navigation', { name: 'Legal and support' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the site footer', () => {
  it('shows the default brand’s links, each opening in a new tab and saying so', () => {
    render(<SiteFooter brand="quickcheck" loaded={ALL_BRAND_MODULES.quickcheck} year={2026} />);
    expect(linkNames()).toEqual([
      'Legal (opens in a new tab)',
      'Cookies (opens in a new tab)',
      'Accessibility (opens in a new tab)',
      'Contact us (opens in a new tab)',
      'Privacy (opens in a new tab)',
    ]);
    const legal = screen.getByRole('link', { name: 'Legal (opens in a new tab)' });
    expect(legal).toHaveAttribute('href', 'https://www.quickcheck.example/legal');
    expect(legal).toHaveAttribute('target', '_blank');
    expect(legal).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a partner’s link set, with the s the visitor arrived with', () => {
    render(<SiteFooter brand="very" loaded={ALL_BRAND_MODULES.very} s="ABCDEFGH123" year={2026} />);
    expect(linkNames()).toContain('Terms of use (opens in a new tab)');
    expect(linkNames()).not.toContain('Accessibility (opens in a new tab)');
    expect(screen.getByRole('link', { name: 'Terms of use (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.quickcheck.example/verily/terms-of-use?s=ABCDEFGH123',
    );
  });

  it('shows the copyright with the year and legal details', () => {
    render(<SiteFooter brand="luma" loaded={ALL_BRAND_MODULES.luma} year={2027} />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('© 2027 QuickCheck Financial Services Limited.');
    expect(footer).toHaveTextContent('company number 08813527');
    expect(footer).toHaveTextContent('Luma and the Luma card mark are registered trademarks of Luma Brands Limited');
  });

  it('shows the credit-broker notice for Postal Counters', () => {
    render(<SiteFooter brand="postoffice" loaded={ALL_BRAND_MODULES.postoffice} year={2026} />);
    expect(screen.getByText(/Postal Counters Limited acts as a credit broker and not a lender/)).toBeInTheDocument();
    expect(screen.getByText(/Postal Counters Limited is registered in England and Wales/)).toBeInTheDocument();
  });

  it('tracks a footer link click', async () => {
    const track = vi.spyOn(analytics, 'track');
    render(<SiteFooter brand="asos" loaded={ALL_BRAND_MODULES.asos} year={2026} />);
    const privacy = screen.getByRole('link', { name: 'Privacy (opens in a new tab)' });
    privacy.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(privacy);
    expect(track).toHaveBeenCalledWith('footerLinkClick', { link: 'Privacy', brand: 'asos' });
  });

  it('keeps the landmark but shows no words while the brand loads', () => {
    render(<SiteFooter brand="very" loaded="loading" year={2026} />);
    expect(screen.getByRole('contentinfo')).toBeEmptyDOMElement();
  });

  it('has a Cookie settings button in every brand that asks to reopen the preferences', async () => {
    for (const [brand, loaded] of Object.entries(ALL_BRAND_MODULES)) {
      const open = vi.fn();
      const stop = onConsentSettingsRequest(open);
      const { unmount } = render(
        <SiteFooter brand={brand as keyof typeof ALL_BRAND_MODULES} loaded={loaded} year={2026} />,
      );
      await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Cookie settings' }));
      expect(open, brand).toHaveBeenCalledTimes(1);
      stop();
      unmount();
    }
  });
});
