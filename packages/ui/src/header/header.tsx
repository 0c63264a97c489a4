import type { ReactNode } from 'react';
import { cx } from '../utils/class-names.ts';
import styles from './header.module.css';

interface HeaderProps {
  /** The logo slot: a <Logo>, or nothing on views that hide it (aggregator progress bar, docs/product/screens.md). */
  logo?: ReactNode;
  /** Anything on the right: a 'Powered by' line, a help link. */
  children?: ReactNode;
  /** The app's own hook on the banner (e.g. to fold it on views that hide the logo). */
  className?: string;
}

/** The page banner with the brand's logo. */
export function Header({ logo, children, className }: HeaderProps) {
  return (
    <header className={cx(styles.header, className)}>
      <div className={styles.inner}>
        <div>{logo}</div>
        {children ? <div className={styles.aside}>{children}</div> : null}
      </div>
    </header>
  );
}
