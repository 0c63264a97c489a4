import { BRAND_TEXT } from '@quickcheck/brands';
import { useEffect } from 'react';
import { useBrand } from '../page-config/page-config-context.tsx';

export { PAGE_NAMES } from './page-names.ts';

/**
 * The document title says what the page is ('Your result - QuickCheck | …', issue 34): the tab,
 * the history and a screen reader's first words name the page, not only the brand. The brand's
 * title comes back when the page goes. Never personal data: titles reach history and bookmarks.
 */
export function useDocumentTitle(pageName: string): void {
  const { pageTitle } = BRAND_TEXT[useBrand()];
  useEffect(() => {
    document.title = `${pageName} - ${pageTitle}`;
  }, [pageName, pageTitle]);
  useEffect(() => () => void (document.title = pageTitle), [pageTitle]);
}
