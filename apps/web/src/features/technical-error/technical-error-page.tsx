import { useBrandModule } from '../../shared/brand/use-brand-module.ts';
import { usePageConfig } from '../../shared/page-config/page-config-context.tsx';
import { PageContent } from '../../shared/ui/page-content/page-content.tsx';
import styles from './technical-error-page.module.css';
import { trackCta } from '../../shared/analytics/track-interactions.ts';

/** Spec §2 screen 8: heading and text come from the page configuration. */
export function TechnicalErrorPage() {
  const { technicalError } = usePageConfig();
  const brand = useBrandModule();
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
    </PageContent>
  );
}
