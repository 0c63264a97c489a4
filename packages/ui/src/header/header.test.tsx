import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from '../link/link.tsx';
import { Logo } from '../logo/logo.tsx';
import { SampleMark } from '../logo/sample-mark.tsx';
import { Header } from './header.tsx';

describe('Header', () => {
  it("is the page's banner landmark, holding the brand's logo", () => {
    render(
      <Header
        logo={
          <Logo label="QuickCheck" href="/">
            <SampleMark />
          </Logo>
        }
      />,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'QuickCheck' })).toHaveAttribute('href', '/');
  });

  it('shows what it is given on the right, after the logo', () => {
    render(
      <Header
        logo={
          <Logo label="QuickCheck">
            <SampleMark />
          </Logo>
        }
      >
        <Link href="https://example.com/help" newTab>
          Help
        </Link>
      </Header>,
    );
    const banner = screen.getByRole('banner');
    const logo = within(banner).getByRole('img', { name: 'QuickCheck' });
    const help = within(banner).getByRole('link', { name: /^Help\s*\(opens in a new tab\)$/ });
    expect(logo.compareDocumentPosition(help) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('stays a banner with no logo on views that hide it', () => {
    render(<Header />);
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('img')).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link')).not.toBeInTheDocument();
    expect(banner.textContent).toBe('');
  });
});
