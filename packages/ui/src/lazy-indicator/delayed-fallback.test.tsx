import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DelayedFallback } from './delayed-fallback.tsx';

describe('DelayedFallback', () => {
  it('shows nothing for 200 ms, then the loading indicator', () => {
    vi.useFakeTimers();
    render(<DelayedFallback />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('never shows when the lazy part arrives first', () => {
    vi.useFakeTimers();
    const { unmount } = render(<DelayedFallback>Please wait</DelayedFallback>);
    act(() => vi.advanceTimersByTime(150));
    unmount();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText('Please wait')).not.toBeInTheDocument();
  });
});
