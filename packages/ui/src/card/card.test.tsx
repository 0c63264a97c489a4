import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card.tsx';

describe('Card', () => {
  it('puts an h2 heading above its content in one section', () => {
    render(
      <Card heading="Your offer">
        <p>A credit limit of £1,200.</p>
      </Card>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Your offer' });
    const section = heading.closest('section');
    expect(section).not.toBeNull();
    expect(section).toContainElement(screen.getByText('A credit limit of £1,200.'));
    expect(section?.firstElementChild).toBe(heading);
  });

  it('takes the heading level the page outline needs', () => {
    render(
      <Card heading="Next steps" headingLevel={3}>
        <p>Check your email.</p>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Next steps' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('has no empty heading when none is given', () => {
    render(
      <Card>
        <p>Just content.</p>
      </Card>,
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Just content.')).toBeInTheDocument();
  });

  it('looks different when highlighted', () => {
    const { container, rerender } = render(<Card heading="Offer">Content</Card>);
    const plain = container.querySelector('section')?.className;
    rerender(
      <Card heading="Offer" highlight>
        Content
      </Card>,
    );
    expect(container.querySelector('section')?.className).not.toBe(plain);
  });
});
