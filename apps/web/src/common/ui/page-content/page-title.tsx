import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from '../../navigation/router/router.tsx';
import styles from './page-content.module.css';

interface PageTitleProps {
  children: ReactNode;
  /** The screen replaced the page under the visitor without a navigation (a closed session): focus it on mount. */
  replacesPage?: boolean;
}

/**
 * The page's one h1 (docs/product/screens.md item 10). After an in-app navigation, or when its screen replaced
 * the page without one, it takes focus, so screen readers announce the new screen; on the first
 * load focus stays at the top of the document.
 */
export function PageTitle({ children, replacesPage = false }: PageTitleProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();

  useEffect(() => {
    // The first entry's key is 'default': on the first load focus stays at the top.
    if (replacesPage || key !== 'default') ref.current?.focus();
  }, [key, replacesPage]);

  return (
    <h1 ref={ref} tabIndex={-1} className={styles.title}>
      {children}
    </h1>
  );
}
