import { journeyLink } from '@quickcheck/contracts';
import { useBrandModule } from '../../common/brand/use-brand-module.ts';
import { useLandingJourney, usePageConfig } from '../../common/page-config/page-config-context.tsx';
import { PageContent } from '../../common/ui/page-content/page-content.tsx';
import styles from './technical-error-page.module.css';
import { trackCta } from '../../common/analytics/track-interactions.ts';
import { DecisionReference } from '../../common/decision-reference/decision-reference.tsx';
import { PAGE_NAMES, useDocumentTitle } from '../../common/document-title/use-document-title.ts';
import type { FailedCheck } from '../../common/failed-check/failed-check-error.ts';
import { useOutcomeIfAny } from '../../common/journey-outcome/journey-outcome.tsx';
import { withCarriedQuery } from '../../common/query/journey-carry.ts';
import { TECHNICAL_ERROR_TEXT } from './technical-error-text.ts';

/** The form in edit mode for the visitor's own check: its answers back, in this brand and journey. */
function tryAgainHref(quotationId: string, journey: Parameters<typeof withCarriedQuery>[1]): string {
  return withCarriedQuery(journeyLink('/', { quotation: quotationId }), journey);
}

/**
 * docs/product/screens.md screen 8: heading and text come from the page configuration. After a check that failed
 * (issue 34): a reference to quote, what the credit file shows, and a way back to the form with
 * the answers kept, in the same brand. `failedCheck`: a later step (open banking) that failed.
 */
export function TechnicalErrorPage({ failedCheck }: { failedCheck?: FailedCheck | undefined }) {
  useDocumentTitle(PAGE_NAMES.technicalError);
  const { technicalError } = usePageConfig();
  const brand = useBrandModule();
  const landingJourney = useLandingJourney();
  const outcome = useOutcomeIfAny();
  const failedResult = outcome?.result.reason === 'ERROR' ? outcome.result : undefined;
  const explanation = failedResult?.explanation;
  // Only the owner's browser is given a reference by the server: then the way back is theirs too.
  const quotationId = failedResult?.quotationId ?? (failedCheck?.reference ? failedCheck.quotationId : undefined);
  const journey = outcome?.journey ?? landingJourney;
  // The brand's own site: '/' would show this page again to a brand on the kill-switch list.
  const homepage = brand && brand !== 'loading' ? brand.content.homepageUrl : '/';
  return (
    <PageContent title={technicalError.heading}>
      <p className={styles.body}>{technicalError.body}</p>
      {quotationId ? (
        <p className={styles.action}>
          <a
            href={tryAgainHref(quotationId, journey)}
            onClick={() => trackCta('tryAgain', { page: 'technicalError' })}
            data-testid="try-again"
          >
            {TECHNICAL_ERROR_TEXT.tryAgain}
          </a>
        </p>
      ) : null}
      <p className={styles.action}>
        <a href={homepage} onClick={() => trackCta('homepage', { page: 'technicalError' })}>
          Go to our homepage
        </a>
      </p>
      {explanation ? <DecisionReference explanation={explanation} showSearch /> : null}
      {!explanation && failedCheck?.reference ? (
        <div>
          <p>{TECHNICAL_ERROR_TEXT.openBankingCreditFile}</p>
          <DecisionReference explanation={{ reference: failedCheck.reference }} />
        </div>
      ) : null}
    </PageContent>
  );
}
