import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fieldId } from '../form-field/field-ids.ts';
import { Select } from './select.tsx';

const titles = ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'].map((title) => ({ value: title, label: title }));

describe('Select', () => {
  it('is a native select named by its label, led by an empty placeholder choice', () => {
    render(<Select name="title" label="Title" options={titles} placeholder="Please select" />);
    const select = screen.getByRole('combobox', { name: 'Title' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveAttribute('id', fieldId('title'));
    expect(select).toHaveAttribute('name', 'title');
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Please select', ...titles.map((t) => t.label)]);
    expect(options[0]).toHaveValue('');
    expect(select).toHaveValue('');
    expect(select).not.toHaveAttribute('aria-invalid');
  });

  it('starts on the first real choice, or the given one, without a placeholder', () => {
    const { unmount } = render(<Select name="title" label="Title" options={titles} />);
    expect(screen.getByRole('combobox', { name: 'Title' })).toHaveValue('Mr');
    expect(screen.queryByRole('option', { name: 'Please select' })).not.toBeInTheDocument();
    unmount();
    render(<Select name="title" label="Title" options={titles} defaultValue="Dr" />);
    expect(screen.getByRole('option', { name: 'Dr' })).toHaveProperty('selected', true);
  });

  it('reports the choice made', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select name="title" label="Title" options={titles} placeholder="Please select" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Title' });
    await user.selectOptions(select, 'Ms');
    expect(select).toHaveValue('Ms');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.lastCall?.[0].target.value).toBe('Ms');
  });

  it('is described by its hint and error, and marked invalid', () => {
    render(
      <Select
        name="title"
        label="Title"
        options={titles}
        placeholder="Please select"
        hint="As on your bank card"
        error="Please select your title"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Title' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('As on your bank card Error: Please select your title');
  });

  it('can be required and disabled', () => {
    render(<Select name="title" label="Title" options={titles} required disabled />);
    const select = screen.getByRole('combobox', { name: 'Title' });
    expect(select).toBeRequired();
    expect(select).toBeDisabled();
  });
});
