import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar.tsx';

describe('ProgressBar', () => {
  it('is a native progress bar named by its step, with no inline style', () => {
    const { container } = render(<ProgressBar value={2} max={4} />);
    const bar = screen.getByRole('progressbar', { name: 'Step 2 of 4' });
    expect(bar).toHaveAttribute('value', '2');
    expect(bar).toHaveAttribute('max', '4');
    expect(container.querySelector('[style]')).toBeNull();
  });

  it('keeps the value within 0 and max', () => {
    render(<ProgressBar value={9} max={4} />);
    expect(screen.getByRole('progressbar', { name: 'Step 4 of 4' })).toHaveAttribute('value', '4');
  });
});
