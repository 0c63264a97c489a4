import { BRAND_TEXT } from '@quickcheck/brands';
import { useEffect } from 'react';
import { useBrand } from '../../../shared/page-config/page-config-context.tsx';

/** The document title names the stage ('Your address - QuickCheck | …'); the brand's title comes back after. */
export function useStageTitle(stageTitle: string): void {
  const { pageTitle } = BRAND_TEXT[useBrand()];
  useEffect(() => {
    document.title = `${stageTitle} - ${pageTitle}`;
  }, [stageTitle, pageTitle]);
  useEffect(() => () => void (document.title = pageTitle), [pageTitle]);
}
