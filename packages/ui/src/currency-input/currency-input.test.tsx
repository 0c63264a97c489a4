import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fieldId } from '../form-field/field-ids.ts';
import { CurrencyInput } from './currency-input.tsx';

describe('CurrencyInput', () => {
  it('is a text box named by its label alone, with a numeric keypad and a visible £ hidden from screen readers', () => {
    render(<CurrencyInput name="annual-income" label="Annual income" />);
    const input = screen.getByRole('textbox', { name: 'Annual income' });
    expect(input).toHaveAttribute('id', fieldId('annual-income'));
    expect(input).toHaveAttribute('name', 'annual-income');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    const pound = screen.getByText('£');
    expect(pound).toHaveAttribute('aria-hidden', 'true');
    expect(pound.nextElementSibling).toBe(input);
  });

  it('is described by its hint and its error, and marked invalid', () => {
    render(
      <CurrencyInput
        name="annual-income"
        label="Annual income"
        hint="Before tax, in whole pounds"
        error="Please enter your income"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Annual income' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Before tax, in whole pounds Error: Please enter your income');
  });

  it('has only its hint as description while valid', () => {
    render(<CurrencyInput name="annual-income" label="Annual income" hint="Before tax, in whole pounds" />);
    const input = screen.getByRole('textbox', { name: 'Annual income' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Before tax, in whole pounds');
  });

  it('keeps what the visitor types, as typed, and reports each keystroke', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CurrencyInput name="annual-income" label="Annual income" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Annual income' });
    await user.type(input, '25000');
    expect(input).toHaveValue('25000');
    expect(onChange).toHaveBeenCalledTimes(5);
    expect(onChange.mock.lastCall?.[0].target.value).toBe('25000');
  });

  it('submits its value under its name', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      return new FormData(event.currentTarget).get('other-income');
    });
    render(
      <form onSubmit={onSubmit}>
        <CurrencyInput name="other-income" label="Other household income" defaultValue="12000" />
        <button type="submit">Continue</button>
      </form>,
    );
    expect(screen.getByRole('textbox', { name: 'Other household income' })).toHaveValue('12000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveReturnedWith('12000');
  });
});
