import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { visuallyHiddenClass } from '../visually-hidden/visually-hidden.tsx';
import { Link } from './link.tsx';

describe('Link', () => {
  it('is a link named by its text that opens in the same tab by default', () => {
    render(<Link href="/privacy">Privacy policy</Link>);
    const link = screen.getByRole('link', { name: 'Privacy policy' });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
    expect(screen.queryByText(/opens in a new tab/)).not.toBeInTheDocument();
  });

  it("opens in a new tab safely and says '(opens in a new tab)' to screen readers only", () => {
    render(
      <Link href="https://example.com/terms" newTab>
        Terms and conditions
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Terms and conditions (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('(opens in a new tab)')).toHaveClass(String(visuallyHiddenClass));
    // Nothing drawn after the text: a full stop after the link sits against it, not after a space (issue 34).
    const drawn = [...link.childNodes].filter((node) => !(node instanceof HTMLElement)).map((node) => node.textContent);
    expect(drawn.join('')).toBe('Terms and conditions');
  });

  it('is reached with Tab and followed with Enter', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Link href="#details" onClick={onClick}>
        See details
      </Link>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'See details' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('passes other attributes on, and looks different on a dark background', () => {
    const { rerender } = render(
      <Link href="/" aria-current="page">
        Home
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Home' });
    expect(link).toHaveAttribute('aria-current', 'page');
    const normal = link.className;
    rerender(
      <Link href="/" inverse>
        Home
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Home' }).className).not.toBe(normal);
  });
});
