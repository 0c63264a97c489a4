import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown.tsx';
import { isSafeHref } from './parse-inline.tsx';

describe('Markdown', () => {
  it('renders paragraphs, bold text and links', () => {
    const { container } = render(
      <Markdown source={'You can try **QuickCheck** again later\nor go to [our homepage](/).\n\nSecond paragraph.'} />,
    );
    expect(container.querySelectorAll('p')).toHaveLength(2);
    expect(screen.getByText('QuickCheck').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'our homepage' })).toHaveAttribute('href', '/');
  });

  it('opens external links in a new tab and says so', () => {
    render(<Markdown source="See [the agency](https://example.com/agency)." />);
    const link = screen.getByRole('link', { name: /^the agency\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows HTML as text instead of running it', () => {
    const { container } = render(<Markdown source={'<img src=x onerror="alert(1)"><script>alert(2)</script>'} />);
    expect(container.querySelector('img, script')).toBeNull();
    expect(container).toHaveTextContent('<script>alert(2)</script>');
  });

  it('never links to javascript: or data: addresses', () => {
    render(<Markdown source="[click](javascript:alert(1)) and [data](data:text/html,x)" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText(/click/)).toBeInTheDocument();
    expect(isSafeHref('//evil.example')).toBe(false);
    expect(isSafeHref('mailto:help@example.com')).toBe(true);
  });
});
