import type { ReactNode } from 'react';
import styles from './page-content.module.css';
import { PageTitle } from './page-title.tsx';

interface PageContentProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  /** The screen replaces the page without a navigation: its heading takes focus all the same. */
  replacesPage?: boolean;
}

/** The common page frame (docs/product/screens.md item 10): a centred title section, then the body section. */
export function PageContent({ title, subtitle, children, replacesPage }: PageContentProps) {
  return (
    <>
      <div className={styles.titleSection}>
        <PageTitle replacesPage={replacesPage}>{title}</PageTitle>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      <div className={styles.body}>{children}</div>
    </>
  );
}
