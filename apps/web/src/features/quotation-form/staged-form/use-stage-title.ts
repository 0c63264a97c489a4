import { useDocumentTitle } from '../../../common/document-title/use-document-title.ts';

/** The document title names the stage ('Your address - QuickCheck | …'); the brand's title comes back after. */
export function useStageTitle(stageTitle: string): void {
  useDocumentTitle(stageTitle);
}
