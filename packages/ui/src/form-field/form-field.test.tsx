import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { controlAria, describedBy, errorId, fieldId, hintId } from './field-ids.ts';
import { ErrorMessage, Field, Fieldset } from './form-field.tsx';

describe('field ids', () => {
  it('derives every id from the answer key', () => {
    expect(fieldId('first-name')).toBe('field-first-name');
    expect(hintId('first-name')).toBe('field-first-name-hint');
    expect(errorId('first-name')).toBe('field-first-name-error');
  });

  it('describes a control by its hint, then its error, or by nothing', () => {
    expect(describedBy('x', {})).toBeUndefined();
    expect(describedBy('x', { hint: 'h' })).toBe('field-x-hint');
    expect(describedBy('x', { error: 'e' })).toBe('field-x-error');
    expect(describedBy('x', { hint: 'h', error: 'e' })).toBe('field-x-hint field-x-error');
    expect(describedBy('x', { hint: '', error: '' })).toBeUndefined();
  });

  it('marks a control invalid only when it has an error', () => {
    expect(controlAria('x', { hint: 'h' })).toEqual({
      id: 'field-x',
      'aria-describedby': 'field-x-hint',
      'aria-invalid': undefined,
    });
    expect(controlAria('x', { error: 'e' })['aria-invalid']).toBe(true);
  });
});

describe('ErrorMessage', () => {
  it("starts with a hidden 'Error:' for screen readers", () => {
    render(<ErrorMessage id="msg">Enter your name</ErrorMessage>);
    const message = screen.getByText(/Enter your name/);
    expect(message).toHaveAttribute('id', 'msg');
    expect(message).toHaveTextContent('Error: Enter your name');
    expect(screen.getByText('Error:')).not.toBe(message);
  });
});

describe('Field', () => {
  it('labels its control and shows the hint and error that describe it', () => {
    render(
      <Field name="email" label="Email address" hint="We'll send your result here" error="Enter a valid email">
        <input {...controlAria('email', { hint: "We'll send your result here", error: 'Enter a valid email' })} />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription("We'll send your result here Error: Enter a valid email");
    expect(screen.getByText("We'll send your result here")).toHaveAttribute('id', hintId('email'));
    expect(screen.getByText(/Enter a valid email/)).toHaveAttribute('id', errorId('email'));
  });

  it('shows no hint or error element when it has none', () => {
    const { container } = render(
      <Field name="email" label="Email address">
        <input id={fieldId('email')} />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
    expect(container.querySelector(`#${hintId('email')}`)).toBeNull();
    expect(container.querySelector(`#${errorId('email')}`)).toBeNull();
    expect(screen.queryByText('Error:')).not.toBeInTheDocument();
  });
});

describe('Fieldset', () => {
  it('groups its controls under the legend, described by its hint and error', () => {
    render(
      <Fieldset name="address" legend="Your address" hint="Where you live now" error="Enter your postcode">
        <label>
          Postcode
          <input name="postcode" />
        </label>
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Your address' });
    expect(group).toHaveAttribute('id', fieldId('address'));
    expect(group).toHaveAccessibleDescription('Where you live now Error: Enter your postcode');
    expect(group).toContainElement(screen.getByRole('textbox', { name: 'Postcode' }));
  });

  it('has no description without a hint or error', () => {
    render(
      <Fieldset name="address" legend="Your address">
        <input aria-label="Postcode" />
      </Fieldset>,
    );
    expect(screen.getByRole('group', { name: 'Your address' })).not.toHaveAttribute('aria-describedby');
  });
});
