import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from './logo.tsx';
import { SampleMark } from './sample-mark.tsx';

describe('Logo', () => {
  it('is one image named by the brand label', () => {
    render(
      <Logo label="QuickCheck">
        <SampleMark />
      </Logo>,
    );
    expect(screen.getByRole('img', { name: 'QuickCheck' })).toBeInTheDocument();
  });

  it('can be a home link named by the label', () => {
    render(
      <Logo label="QuickCheck home" href="/">
        <SampleMark />
      </Logo>,
    );
    expect(screen.getByRole('link', { name: 'QuickCheck home' })).toHaveAttribute('href', '/');
  });
});
