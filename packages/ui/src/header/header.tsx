import type { ReactNode } from 'react';
import styles from './header.module.css';

interface HeaderProps {
  /** The logo slot: a <Logo>, or nothing on views that hide it (aggregator progress bar, spec §2). */
  logo?: ReactNode;
  /** Anything on the right: a 'Powered by' line, a help link. */
  children?: ReactNode;
}

/** The page banner with the brand's logo. */
export function Header({ logo, children }: HeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div>{logo}</div>
        {children ? <div className={styles.aside}>{children}</div> : null}
      </div>
    </header>
  );
}
