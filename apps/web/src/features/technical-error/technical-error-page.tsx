import { useBrandModule } from '../../shared/brand/use-brand-module.ts';
import { usePageConfig } from '../../shared/page-config/page-config-context.tsx';
import { PageContent } from '../../shared/ui/page-content/page-content.tsx';
import styles from './technical-error-page.module.css';
import { trackCta } from '../../shared/analytics/track-interactions.ts';
import { DecisionReference } from '../../shared/decision-reference/decision-reference.tsx';
import { useOutcomeIfAny } from '../../shared/journey-outcome/journey-outcome.tsx';

/** Spec §2 screen 8: heading and text come from the page configuration. */
export function TechnicalErrorPage() {
  const { technicalError } = usePageConfig();
  const brand = useBrandModule();
  // After a check that failed: a reference to quote, and whether a search was recorded.
  const outcome = useOutcomeIfAny();
  const explanation = outcome?.result.reason === 'ERROR' ? outcome.result.explanation : undefined;
  // The brand's own site: '/' would show this page again to a brand on the kill-switch list.
  const homepage = brand && brand !== 'loading' ? brand.content.homepageUrl : '/';
  return (
    <PageContent title={technicalError.heading}>
      <p className={styles.body}>{technicalError.body}</p>
      <p>
        <a href={homepage} onClick={() => trackCta('homepage', { page: 'technicalError' })}>
          Go to our homepage
        </a>
      </p>
      {explanation ? <DecisionReference explanation={explanation} showSearch /> : null}
    </PageContent>
  );
}
