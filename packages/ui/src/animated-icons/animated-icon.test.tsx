import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnimatedIcon, type IconName } from './animated-icon.tsx';
import styles from './animated-icon.module.css';

const names: IconName[] = ['success', 'error', 'alert', 'info'];

describe('AnimatedIcon', () => {
  it('is hidden from assistive technology and the tab order when it has no label', () => {
    const { container } = render(<AnimatedIcon name="success" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).not.toHaveAttribute('role');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is one image named by its label when it carries meaning', () => {
    const { container } = render(<AnimatedIcon name="error" label="Declined" />);
    const image = screen.getByRole('img', { name: 'Declined' });
    expect(image).toBe(container.querySelector('svg'));
    expect(image).not.toHaveAttribute('aria-hidden');
  });

  it('draws a different mark for each name', () => {
    const marks = names.map((name) => {
      const { container, unmount } = render(<AnimatedIcon name={name} />);
      const d = container.querySelector('path')?.getAttribute('d');
      unmount();
      return d;
    });
    marks.forEach((d) => expect(d).toBeTruthy());
    expect(new Set(marks).size).toBe(names.length);
  });

  it('under reduced motion, shows the mark already drawn instead of animating it', () => {
    const { container } = render(<AnimatedIcon name="info" />);
    expect(container.querySelector('path')).toHaveClass(String(styles.mark));

    // jsdom applies no stylesheet: read the rule that the mark element above relies on.
    const css = readFileSync(join(import.meta.dirname, 'animated-icon.module.css'), 'utf8');
    const reduced = /@media\s*\(prefers-reduced-motion:\s*reduce\)\s*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
    const markRule = /\.mark\s*\{([^}]*)\}/.exec(reduced)?.[1] ?? '';
    expect(markRule).toMatch(/animation:\s*none/);
    // The global reduced-motion reset stops the animation too: the mark must not stay undrawn.
    expect(markRule).toMatch(/stroke-dashoffset:\s*0\s*;/);
  });
});
