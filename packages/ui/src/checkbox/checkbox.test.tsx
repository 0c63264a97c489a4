import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fieldId } from '../form-field/field-ids.ts';
import { Checkbox } from './checkbox.tsx';

describe('Checkbox', () => {
  it('is a checkbox named by its label, with the id error links point at', () => {
    render(<Checkbox name="marketing" label="Send me offers by email" />);
    const box = screen.getByRole('checkbox', { name: 'Send me offers by email' });
    expect(box).toHaveAttribute('id', fieldId('marketing'));
    expect(box).toHaveAttribute('name', 'marketing');
    expect(box).not.toBeChecked();
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).not.toHaveAttribute('aria-describedby');
  });

  it('ticks from its label, by mouse, and from the keyboard, reporting each change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox name="terms" label="I agree to the terms" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });

    await user.click(screen.getByText('I agree to the terms'));
    expect(box).toBeChecked();
    await user.click(box);
    expect(box).not.toBeChecked();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(onChange.mock.lastCall?.[0].target.checked).toBe(true);
  });

  it('is described by its hint and its error, and marked invalid', () => {
    render(
      <Checkbox
        name="terms"
        label="I agree to the terms"
        hint="You can read them first"
        error="You must agree to continue"
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You can read them first Error: You must agree to continue');
    expect(screen.getByText('You must agree to continue')).toBeVisible();
  });

  it('can be disabled and checked by its parent', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox name="essential" label="Essential cookies" checked disabled onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Essential cookies' });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    await user.click(box);
    expect(onChange).not.toHaveBeenCalled();
    expect(box).toBeChecked();
  });
});
