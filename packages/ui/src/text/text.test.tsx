import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text, type TextVariant } from './text.tsx';

describe('Text', () => {
  it('is a paragraph by default', () => {
    render(<Text>It takes about 5 minutes.</Text>);
    expect(screen.getByRole('paragraph')).toHaveTextContent('It takes about 5 minutes.');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('gives title, heading and subheading the heading levels 1, 2 and 3', () => {
    render(
      <>
        <Text variant="title">Check if you&apos;re eligible</Text>
        <Text variant="heading">Your details</Text>
        <Text variant="subheading">Your address</Text>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: "Check if you're eligible" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Your address' })).toBeInTheDocument();
  });

  it('keeps lead and small print as paragraphs', () => {
    render(
      <>
        <Text variant="lead">Lead</Text>
        <Text variant="small">Small print</Text>
      </>,
    );
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['Lead', 'Small print']);
  });

  it('takes the element the outline needs while keeping the look of its variant', () => {
    const { rerender } = render(<Text variant="title">An offer</Text>);
    const titleLook = screen.getByRole('heading', { level: 1 }).className;
    rerender(
      <Text variant="title" as="h2">
        An offer
      </Text>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'An offer' });
    expect(heading.className).toBe(titleLook);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('looks different for each variant, and when muted', () => {
    const variants: TextVariant[] = ['title', 'heading', 'subheading', 'lead', 'body', 'small'];
    const looks = variants.map((variant) => {
      const { unmount } = render(
        <Text variant={variant} as="span">
          Sample
        </Text>,
      );
      const className = screen.getByText('Sample').className;
      unmount();
      return className;
    });
    expect(new Set(looks).size).toBe(variants.length);

    render(
      <Text variant="small" as="span" muted>
        Sample
      </Text>,
    );
    expect(screen.getByText('Sample').className).not.toBe(looks[5]);
  });
});
