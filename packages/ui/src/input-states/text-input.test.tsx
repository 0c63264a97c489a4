import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextInput } from './text-input.tsx';

describe('TextInput', () => {
  it('ties its hint and error to the control', () => {
    render(
      <TextInput name="first-name" label="First name" hint="As on your bank card" error="Enter your first name" />,
    );
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on your bank card Error: Enter your first name');
    expect(input).toHaveAttribute('data-state', 'error');
  });

  it('says success and alert states in words', () => {
    render(<TextInput name="postcode" label="Postcode" state="alert" stateMessage="Check this postcode" />);
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Check this postcode');
  });
});
