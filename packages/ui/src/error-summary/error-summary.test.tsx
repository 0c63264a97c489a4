import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldId } from '../form-field/field-ids.ts';
import { ErrorSummary, errorSummaryHeading } from './error-summary.tsx';

function Fields() {
  return (
    <>
      <label htmlFor={fieldId('first-name')}>First name</label>
      <input id={fieldId('first-name')} name="first-name" />
      <fieldset id={fieldId('cash-advance')}>
        <legend>Cash</legend>
        <input type="radio" id="cash-yes" name="cash-advance" value="Y" aria-label="Yes" />
      </fieldset>
    </>
  );
}

describe('ErrorSummary', () => {
  it('counts errors in its heading', () => {
    expect(errorSummaryHeading(1)).toBe('1 error');
    expect(errorSummaryHeading(3)).toBe('3 errors');
  });

  it('says "1 error" for a single error and takes focus', () => {
    render(<ErrorSummary errors={[{ field: 'first-name', message: 'Please enter your first name' }]} />);
    const heading = screen.getByRole('heading', { name: '1 error' });
    expect(heading.parentElement).toHaveFocus();
    expect(heading.parentElement).toHaveAccessibleName('1 error');
  });

  it('says "2 errors" and each link moves focus to its field', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ErrorSummary
          errors={[
            { field: 'first-name', message: 'Please enter your first name' },
            { field: 'cash-advance', message: 'Please select an answer' },
          ]}
        />
        <Fields />
      </>,
    );
    expect(screen.getByRole('heading', { name: '2 errors' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Please enter your first name' }));
    expect(screen.getByLabelText('First name')).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Please select an answer' }));
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus();
  });

  it('uses a given heading instead of the count', () => {
    render(<ErrorSummary heading="There is a problem" errors={[{ field: 'x', message: 'Wrong' }]} />);
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
  });
});
