import { BRAND_TEXT } from '@quickcheck/brands';
import type { ReactNode } from 'react';
import { useBrand } from '../../shared/page-config/page-config-context.tsx';
import styles from './app-shell.module.css';

export const MAIN_CONTENT_ID = 'main-content';

// Read once per page load: the footer's copyright year comes from the current date (spec §2).
const CURRENT_YEAR = new Date().getFullYear();

/** Landmarks every page shares: skip link, header, main and footer (spec §2 items 10 and 12). */
export function AppShell({ children }: { children: ReactNode }) {
  const brandName = BRAND_TEXT[useBrand()].name;
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <p className={styles.logo}>{brandName}</p>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <p className={styles.copyright}>
            © {CURRENT_YEAR} {brandName}. All rights reserved.
          </p>
        </div>
      </footer>
    </div>
  );
}
