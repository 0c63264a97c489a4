import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IconSummaryPanel, type IconSummaryItem } from './icon-summary-panel.tsx';

const items: IconSummaryItem[] = [
  { icon: 'success', text: 'No impact on your credit score' },
  { icon: 'info', text: 'Takes about 5 minutes' },
  { icon: 'alert', text: 'You must be 18 or over' },
];

describe('IconSummaryPanel', () => {
  it('is a list of its reasons in order, under an h2', () => {
    render(<IconSummaryPanel heading="Why check with us" items={items} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Why check with us' })).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['No impact on your credit score', 'Takes about 5 minutes', 'You must be 18 or over']);
  });

  it('leads each reason with an icon hidden from screen readers', () => {
    const { container } = render(<IconSummaryPanel items={items} />);
    const icons = container.querySelectorAll('li > svg');
    expect(icons).toHaveLength(items.length);
    icons.forEach((icon) => expect(icon).toHaveAttribute('aria-hidden', 'true'));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('has no heading when none is given', () => {
    render(<IconSummaryPanel items={items.slice(0, 1)} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
