import userEvent from '@testing-library/user-event';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from './footer.tsx';

describe('Footer', () => {
  it('shows the links it is given, opening in a new tab with a warning, then notices and copyright', () => {
    render(
      <Footer
        links={[
          { text: 'Legal', url: 'https://example.com/legal' },
          { text: 'Privacy', url: 'https://example.com/privacy' },
        ]}
        notices={['Registered in England No. 01234567.']}
        copyright="© 2026 QuickCheck Cards Ltd."
      />,
    );
    const legal = screen.getByRole('link', { name: /^Legal\s*\(opens in a new tab\)$/ });
    expect(legal).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Registered in England No. 01234567.');
    expect(screen.getByText('© 2026 QuickCheck Cards Ltd.')).toBeInTheDocument();
  });

  it('tells its caller which link was followed', async () => {
    const followed: string[] = [];
    render(
      <Footer
        links={[{ text: 'Privacy', url: 'https://example.com/privacy' }]}
        copyright="© 2026"
        onLinkClick={(link) => followed.push(link.text)}
      />,
    );
    const privacy = screen.getByRole('link', { name: 'Privacy (opens in a new tab)' });
    privacy.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(privacy);
    expect(followed).toEqual(['Privacy']);
  });

  it('shows the actions it is given after the links, as real buttons', async () => {
    let pressed = 0;
    render(
      <Footer
        links={[{ text: 'Legal', url: 'https://example.com/legal' }]}
        copyright="© 2026"
        actions={
          <button type="button" onClick={() => (pressed += 1)}>
            Cookie settings
          </button>
        }
      />,
    );
    const button = screen.getByRole('button', { name: 'Cookie settings' });
    expect(screen.getByRole('navigation')).not.toContainElement(button);
    await userEvent.click(button);
    expect(pressed).toBe(1);
  });
});
