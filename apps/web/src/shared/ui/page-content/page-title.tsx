import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from '../../navigation/router/router.tsx';
import styles from './page-content.module.css';

/**
 * The page's one h1. After an in-app navigation it takes focus, so screen readers
 * announce the new page; on the first load focus stays at the top of the document.
 */
export function PageTitle({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();

  useEffect(() => {
    // The first entry's key is 'default': on the first load focus stays at the top.
    if (key !== 'default') ref.current?.focus();
  }, [key]);

  return (
    <h1 ref={ref} tabIndex={-1} className={styles.title}>
      {children}
    </h1>
  );
}
