import { CHECKING_DETAILS_MESSAGE } from './spinner-text.ts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner.tsx';

describe('Spinner', () => {
  it('announces its message politely while active', () => {
    render(<Spinner message={CHECKING_DETAILS_MESSAGE} />);
    expect(screen.getByRole('status')).toHaveTextContent(CHECKING_DETAILS_MESSAGE);
  });

  it('can be the page heading', () => {
    render(<Spinner message={CHECKING_DETAILS_MESSAGE} fullPage asHeading />);
    expect(screen.getByRole('heading', { level: 1, name: CHECKING_DETAILS_MESSAGE })).toBeInTheDocument();
  });

  it('renders nothing when inactive', () => {
    render(<Spinner message="Loading" active={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
