import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, type BadgeTone } from './badge.tsx';

const tones: BadgeTone[] = ['neutral', 'brand', 'success', 'error', 'alert'];

describe('Badge', () => {
  it('says its status in words, as plain text rather than a control or a live region', () => {
    render(
      <p>
        Platinum card <Badge tone="success">Pre-approved</Badge>
      </p>,
    );
    expect(screen.getByText('Pre-approved')).toBeInTheDocument();
    expect(screen.getByRole('paragraph')).toHaveTextContent('Platinum card Pre-approved');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('looks different for each tone', () => {
    const looks = tones.map((tone) => {
      const { unmount } = render(<Badge tone={tone}>New</Badge>);
      const className = screen.getByText('New').className;
      unmount();
      return className;
    });
    expect(new Set(looks).size).toBe(tones.length);
  });

  it('is neutral unless told otherwise', () => {
    const { unmount } = render(<Badge>New</Badge>);
    const byDefault = screen.getByText('New').className;
    unmount();
    render(<Badge tone="neutral">New</Badge>);
    expect(screen.getByText('New').className).toBe(byDefault);
  });
});
