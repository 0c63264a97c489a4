import { PageContent } from '../../shared/ui/page-content/page-content.tsx';
import { usePageConfig } from '../../shared/page-config/page-config-context.tsx';
import styles from './technical-error-page.module.css';

/** Spec §2 screen 8: heading and text come from the page configuration. */
export function TechnicalErrorPage() {
  const { technicalError } = usePageConfig();
  return (
    <PageContent title={technicalError.heading}>
      <p className={styles.body}>{technicalError.body}</p>
      <p>
        <a href="/">Go to our homepage</a>
      </p>
    </PageContent>
  );
}
