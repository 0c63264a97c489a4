import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './radio-group.tsx';

const options = [
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
];

describe('RadioGroup', () => {
  it('is a fieldset named by its legend', () => {
    render(<RadioGroup name="cash-advance" legend="Do you want cash advances?" options={options} />);
    expect(screen.getByRole('group', { name: 'Do you want cash advances?' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it("says 'Please select an answer' when flagged as an error", () => {
    render(<RadioGroup name="cash-advance" legend="Cash?" options={options} error />);
    expect(screen.getByText('Please select an answer')).toBeInTheDocument();
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Error: Please select an answer');
  });

  it('uses a given error message instead', () => {
    render(<RadioGroup name="t" legend="Title" options={options} error="Choose a title" />);
    expect(screen.getByText('Choose a title')).toBeInTheDocument();
    expect(screen.queryByText('Please select an answer')).not.toBeInTheDocument();
  });

  it('reports the chosen value', async () => {
    const onChange = vi.fn();
    render(<RadioGroup name="c" legend="Cash?" options={options} variant="square" onChange={onChange} />);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'No' }));
    expect(onChange).toHaveBeenCalledWith('N', expect.anything());
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
  });
});
