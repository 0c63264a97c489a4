import { BRAND_TEXT } from '@quickcheck/brands';
import { useEffect } from 'react';
import { useBrand } from '../page-config/page-config-context.tsx';

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

/** What each page outside the form is, as its title names it (the form's stages name themselves). */
export const PAGE_NAMES = {
  scoreDecline: 'Your result: no card this time',
  alreadyApplied: "Your result: you've already applied",
  informationMismatch: "Your result: we couldn't confirm your details",
  technicalError: 'Something went wrong',
  agreement: 'Your card offer',
  agreementAccepted: 'Offer accepted',
  openBankingLanding: 'Share your bank data',
  openBankingPending: 'Checking your bank data',
  openBankingError: 'Open banking: something went wrong',
} as const;
