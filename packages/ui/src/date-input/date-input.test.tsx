import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateInput } from './date-input.tsx';

describe('DateInput', () => {
  it('groups day, month and year under one legend, named for the answer', () => {
    render(<DateInput name="date-of-birth" legend="Date of birth" />);
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveAttribute('name', 'date-of-birth-day');
    expect(screen.getByRole('textbox', { name: 'Month' })).toHaveAttribute('name', 'date-of-birth-month');
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveAttribute('autocomplete', 'bday-year');
  });

  it('marks every part invalid and describes it with the error', () => {
    render(<DateInput name="date-of-birth" legend="Date of birth" error="You must be 18 or over" />);
    const day = screen.getByRole('textbox', { name: 'Day' });
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(day).toHaveAccessibleDescription('Error: You must be 18 or over');
  });
});
