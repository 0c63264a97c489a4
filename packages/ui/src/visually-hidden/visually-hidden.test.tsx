import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden, visuallyHiddenClass } from './visually-hidden.tsx';

describe('VisuallyHidden', () => {
  it('adds its text to what screen readers announce', () => {
    render(
      <button type="button">
        ×<VisuallyHidden>Remove address</VisuallyHidden>
      </button>,
    );
    // Out of flow, it is a word of its own in the name, as a browser computes it (test/out-of-flow.ts).
    expect(screen.getByRole('button', { name: '× Remove address' })).toBeInTheDocument();
    expect(screen.getByText('Remove address')).toHaveClass(String(visuallyHiddenClass));
  });

  it('hides its text by clipping, never by display or visibility, which would hide it from screen readers too', () => {
    render(<VisuallyHidden>Error:</VisuallyHidden>);
    // jsdom applies no stylesheet: check the rule the exported class stands for.
    expect(screen.getByText('Error:')).toBeVisible();
    const css = readFileSync(join(import.meta.dirname, 'visually-hidden.module.css'), 'utf8');
    const rule = /\.hidden\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/position:\s*absolute/);
    expect(rule).toMatch(/clip-path:\s*inset\(50%\)/);
    expect(rule).toMatch(/overflow:\s*hidden/);
    expect(rule).not.toMatch(/display:\s*none|visibility:\s*hidden/);
  });
});
