import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Label } from './label.tsx';

describe('Label', () => {
  it('names the control it is tied to', () => {
    render(
      <>
        <Label htmlFor="first-name">First name</Label>
        <input id="first-name" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeInTheDocument();
  });

  it('moves focus to its control when clicked', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Label htmlFor="first-name">First name</Label>
        <input id="first-name" />
      </>,
    );
    await user.click(screen.getByText('First name'));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  });

  it('keeps its own look alongside an extra class and passes other attributes on', () => {
    const { rerender } = render(<Label htmlFor="x">Name</Label>);
    const own = screen.getByText('Name').className;
    expect(own).not.toBe('');
    rerender(
      <Label htmlFor="x" className="extra" id="name-label">
        Name
      </Label>,
    );
    const label = screen.getByText('Name');
    expect(label).toHaveClass('extra', ...own.split(' '));
    expect(label).toHaveAttribute('id', 'name-label');
  });
});
