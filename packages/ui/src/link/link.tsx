import type { AnchorHTMLAttributes } from 'react';
import { cx } from '../utils/class-names.ts';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';
import styles from './link.module.css';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** Opens in a new tab and says so to screen-reader users (WCAG 3.2.5 advice). */
  newTab?: boolean;
  inverse?: boolean;
};

/** A text link in the brand's link colour, with an optional new-tab warning. */
export function Link({ newTab = false, inverse = false, className, children, ...props }: LinkProps) {
  const tab = newTab ? ({ target: '_blank', rel: 'noopener noreferrer' } as const) : {};
  return (
    <a className={cx(styles.link, inverse && styles.inverse, className)} {...tab} {...props}>
      {children}
      {/*
        The space inside the hidden span: outside it, it is drawn, and a full stop after the link reads
        'get in touch .' (issue 34). The span keeps its spaces (white-space: pre), so the name keeps it.
      */}
      {newTab ? <VisuallyHidden>{' (opens in a new tab)'}</VisuallyHidden> : null}
    </a>
  );
}
