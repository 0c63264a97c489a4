import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Totalizer } from './totalizer.tsx';

describe('Totalizer', () => {
  it('adds the amounts and shows the total in pounds', () => {
    render(
      <Totalizer
        totalLabel="Household income"
        items={[
          { label: 'Your income', amount: 30000 },
          { label: 'Other household income', amount: 12500 },
        ]}
      />,
    );
    expect(screen.getByText('Household income').nextElementSibling).toHaveTextContent('£42,500');
    expect(screen.getByText('£30,000')).toBeInTheDocument();
  });
});
