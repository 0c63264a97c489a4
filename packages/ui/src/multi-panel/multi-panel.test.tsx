import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MultiPanelSection } from './multi-panel.tsx';

const factors = ['Your income', 'Your existing borrowing', 'Your payment history'];

describe('MultiPanelSection', () => {
  it('is a group named by its label, holding each panel in order', () => {
    render(
      <MultiPanelSection
        label="Factors we looked at"
        panels={factors.map((f) => (
          <p key={f}>{f}</p>
        ))}
      />,
    );
    const group = screen.getByRole('group', { name: 'Factors we looked at' });
    expect(
      within(group)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(factors);
  });

  it('adds no unnamed group when it has no label', () => {
    render(
      <MultiPanelSection panels={[<h3 key="a">How we made our decision</h3>, <h3 key="b">What you can do next</h3>]} />,
    );
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'How we made our decision',
      'What you can do next',
    ]);
  });

  it('lays three panels out differently from two', () => {
    const { container, rerender } = render(<MultiPanelSection panels={factors.slice(0, 2)} />);
    const section = container.firstElementChild;
    const two = section?.className;
    expect(section?.children).toHaveLength(2);
    rerender(<MultiPanelSection panels={factors} />);
    expect(container.firstElementChild?.children).toHaveLength(3);
    expect(container.firstElementChild?.className).not.toBe(two);
  });
});
