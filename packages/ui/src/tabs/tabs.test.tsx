import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

const tabs = [
  { id: 'rates', label: 'Rates', content: 'Purchase rate 29.9%' },
  { id: 'fees', label: 'Fees', content: 'No annual fee' },
  { id: 'limits', label: 'Limits', content: 'Up to £1,200' },
];

describe('Tabs', () => {
  it('shows the first tab and only its panel', () => {
    render(<Tabs label="Card details" tabs={tabs} />);
    expect(screen.getByRole('tab', { name: 'Rates' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Rates' })).toHaveTextContent('Purchase rate 29.9%');
    expect(screen.queryByText('No annual fee')).not.toBeVisible();
  });

  it('moves with the arrow keys, wrapping around, and with Home and End', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Card details" tabs={tabs} />);
    await user.click(screen.getByRole('tab', { name: 'Rates' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Fees' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Fees' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Limits' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Rates' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'Limits' })).toBeVisible();
  });

  it('keeps only the selected tab in the Tab order', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Card details" tabs={tabs} defaultTab="fees" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Fees' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Fees' })).toHaveFocus();
  });
});
