import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner.tsx';

describe('Spinner', () => {
  it('announces its message politely while active', () => {
    render(<Spinner message="We're checking your details" />);
    expect(screen.getByRole('status')).toHaveTextContent("We're checking your details");
  });

  it('can be the page heading', () => {
    render(<Spinner message="We're checking your details" fullPage asHeading />);
    expect(screen.getByRole('heading', { level: 1, name: "We're checking your details" })).toBeInTheDocument();
  });

  it('renders nothing when inactive', () => {
    render(<Spinner message="Loading" active={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
