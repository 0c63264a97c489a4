import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Accordion, AccordionItem } from './accordion.tsx';

describe('AccordionItem', () => {
  it('opens and closes on its own, hiding the panel after the 250 ms close animation', () => {
    vi.useFakeTimers();
    render(
      <Accordion>
        <AccordionItem title="How does it work?">We look back 12 months.</AccordionItem>
      </Accordion>,
    );
    const trigger = screen.getByRole('button', { name: 'How does it work?' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('We look back 12 months.')).not.toBeVisible();

    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How does it work?' })).toBeVisible();

    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('We look back 12 months.')).toBeVisible();
    act(() => vi.advanceTimersByTime(249));
    expect(screen.getByText('We look back 12 months.')).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('We look back 12 months.')).not.toBeVisible();
  });

  it('follows its parent when controlled', () => {
    const onToggle = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(false)}>
            Collapse all
          </button>
          <AccordionItem
            title="Fees"
            open={open}
            onToggle={(next) => {
              onToggle(next);
              setOpen(next);
            }}
          >
            No fee.
          </AccordionItem>
        </>
      );
    }
    render(<Controlled />);
    const trigger = screen.getByRole('button', { name: 'Fees' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(trigger);
    expect(onToggle).toHaveBeenCalledWith(true);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('ignores clicks for its own state when the parent does not change it', () => {
    render(
      <AccordionItem title="Fixed" open={false}>
        Stays shut.
      </AccordionItem>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fixed' }));
    expect(screen.getByRole('button', { name: 'Fixed' })).toHaveAttribute('aria-expanded', 'false');
  });
});
