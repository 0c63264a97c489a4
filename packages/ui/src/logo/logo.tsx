import type { ReactNode } from 'react';
import styles from './logo.module.css';

interface LogoProps {
  /** The brand's accessibility label, e.g. 'QuickCheck'. */
  label: string;
  /** The brand's SVG artwork (from @quickcheck/brands); it is decorative, the label names it. */
  children: ReactNode;
  /** Makes the logo a link (usually to the brand's home page). */
  href?: string;
}

/** A slot for a brand logo: one image to assistive technology, named by its label. */
export function Logo({ label, children, href }: LogoProps) {
  if (href) {
    return (
      <a className={styles.logo} href={href} aria-label={label}>
        <span aria-hidden="true">{children}</span>
      </a>
    );
  }
  return (
    <span className={styles.logo} role="img" aria-label={label}>
      <span aria-hidden="true">{children}</span>
    </span>
  );
}
