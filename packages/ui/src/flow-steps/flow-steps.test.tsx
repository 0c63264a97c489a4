import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FlowSteps } from './flow-steps.tsx';

describe('FlowSteps', () => {
  it('marks the current step and says which are done', () => {
    render(<FlowSteps steps={['Details', 'Income', 'Address']} current={1} label="Your progress" />);
    const items = screen.getAllByRole('listitem');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).toHaveTextContent('Details (completed)');
    expect(items[2]).not.toHaveAttribute('aria-current');
  });
});
