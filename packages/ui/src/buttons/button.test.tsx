import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button, ButtonLink, buttonClass } from './button.tsx';

describe('Button', () => {
  it('is a plain button unless told to submit', () => {
    render(
      <>
        <Button>Back</Button>
        <Button type="submit">Continue</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Back' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('type', 'submit');
  });

  it('keeps the web app’s older variant names as aliases', () => {
    expect(buttonClass('primary')).toBe(buttonClass('action'));
    expect(buttonClass('link')).toBe(buttonClass('text-link'));
  });

  it('renders a link styled as a button', () => {
    render(<ButtonLink href="/">Start again</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/');
  });
});
