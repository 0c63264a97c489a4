import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import styles from './page-content.module.css';

/**
 * The page's one h1. After an in-app navigation it takes focus, so screen readers
 * announce the new page; on the first load focus stays at the top of the document.
 */
export function PageTitle({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();

  useEffect(() => {
    // react-router gives the initial entry the key 'default'.
    if (key !== 'default') ref.current?.focus();
  }, [key]);

  return (
    <h1 ref={ref} tabIndex={-1} className={styles.title}>
      {children}
    </h1>
  );
}
