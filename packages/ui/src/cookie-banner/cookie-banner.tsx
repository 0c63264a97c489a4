import { useId, type ReactNode } from 'react';
import { cx } from '../utils/class-names.ts';
import styles from './cookie-banner.module.css';

interface CookieBannerProps {
  heading?: string;
  children: ReactNode;
  /** 'Accept all', 'Reject all' (optional) and 'Manage cookies' buttons. */
  actions: ReactNode;
  /** Render in the page flow instead of fixed to the bottom (catalogue, full-page variant). */
  inline?: boolean;
}

/** The bottom banner 'Your cookie preferences' (docs/product/screens.md item 11), above the page at z-index 9900. */
export function CookieBanner({
  heading = 'Your cookie preferences',
  children,
  actions,
  inline = false,
}: CookieBannerProps) {
  const headingId = useId();
  return (
    <section className={cx(styles.banner, inline && styles.inline)} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        {children}
        <div className={styles.actions}>{actions}</div>
      </div>
    </section>
  );
}
