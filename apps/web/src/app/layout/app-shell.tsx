import type { ReactNode } from 'react';
import { useBrand, useLandingJourney } from '../../common/page-config/page-config-context.tsx';
import { useBrandModule } from '../../common/brand/use-brand-module.ts';
import styles from './app-shell.module.css';
import { SiteFooter } from './site-footer/site-footer.tsx';
import { SiteHeader } from './site-header/site-header.tsx';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * 'Skip to content' (docs/product/screens.md item 12). The app draws it first in the page, before the cookie
 * banner (issue 34), so the first Tab always reaches it; a shell drawn outside the app (the
 * last-resort error page) draws its own.
 */
export function SkipToContent() {
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      Skip to content
    </a>
  );
}

/**
 * Landmarks every page shares: header, main and footer (docs/product/screens.md items 10 and 12); `withSkipLink`
 * only where the app's own skip link is not drawn.
 */
export function AppShell({ children, withSkipLink = false }: { children: ReactNode; withSkipLink?: boolean }) {
  const brand = useBrand();
  const loaded = useBrandModule();
  // The `s` of the address the visitor arrived at, as the server read it: the shell outlives in-app navigation.
  const { s } = useLandingJourney();
  return (
    <div className={styles.shell}>
      {withSkipLink ? <SkipToContent /> : null}
      <SiteHeader brand={brand} loaded={loaded} />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter brand={brand} loaded={loaded} s={s} />
    </div>
  );
}
