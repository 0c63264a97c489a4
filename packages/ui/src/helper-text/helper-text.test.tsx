import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HelperText } from './helper-text.tsx';

describe('HelperText', () => {
  it('shows the hint, and describes the control that refers to its id', () => {
    render(
      <>
        <label htmlFor="postcode">Postcode</label>
        <HelperText id="postcode-hint">For example, LS1 1AA</HelperText>
        <input id="postcode" aria-describedby="postcode-hint" />
      </>,
    );
    expect(screen.getByText('For example, LS1 1AA')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleDescription('For example, LS1 1AA');
  });

  it('is plain text, not part of the label', () => {
    render(
      <>
        <label htmlFor="postcode">Postcode</label>
        <HelperText>For example, LS1 1AA</HelperText>
        <input id="postcode" />
      </>,
    );
    expect(screen.getByText('For example, LS1 1AA')).not.toHaveAttribute('id');
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleDescription('');
  });
});
