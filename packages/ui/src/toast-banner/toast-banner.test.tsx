import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastBanner, type ToastTone } from './toast-banner.tsx';

describe('ToastBanner', () => {
  it('waits its turn (role=status) for information', () => {
    render(<ToastBanner>Your details have been saved.</ToastBanner>);
    expect(screen.getByRole('status')).toHaveTextContent('Your details have been saved.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('interrupts (role=alert) only for errors', () => {
    const tones: ToastTone[] = ['info', 'success', 'alert', 'error'];
    const roles = tones.map((tone) => {
      const { unmount } = render(<ToastBanner tone={tone}>Message</ToastBanner>);
      const role = screen.getByText('Message').parentElement?.getAttribute('role');
      unmount();
      return role;
    });
    expect(roles).toEqual(['status', 'status', 'status', 'alert']);
  });

  it('says its message in words: the icon is hidden from screen readers', () => {
    const { container } = render(<ToastBanner tone="success">You are pre-approved.</ToastBanner>);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^You are pre-approved\.$/);
  });

  it('has no close button unless it can be dismissed', () => {
    render(<ToastBanner>Saved.</ToastBanner>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("closes from its 'Dismiss message' button, by mouse or keyboard", async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(
      <ToastBanner tone="error" onDismiss={onDismiss}>
        Something went wrong.
      </ToastBanner>,
    );
    const dismiss = screen.getByRole('button', { name: 'Dismiss message' });
    await user.click(dismiss);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    await user.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('never disappears on a timer (WCAG 2.2.1)', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<ToastBanner onDismiss={onDismiss}>Saved.</ToastBanner>);
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(onDismiss).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
  });
});
