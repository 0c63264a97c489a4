import type { BrandId } from '@quickcheck/brands';
import { applicantReasons, type ResultResponse } from '@quickcheck/contracts';
import { PageContent } from '../../../common/ui/page-content/page-content.tsx';
import { Link } from '../../../common/ui/link/link.tsx';
import { useBrandContent } from '../brand-content/use-brand-content.ts';
import styles from '../result.module.css';
import { trackCta } from '../../../common/analytics/track-interactions.ts';
import { DecisionReference } from '../../../common/decision-reference/decision-reference.tsx';
import { CheckAgain } from '../decision-reasons/check-again.tsx';
import { AgencyDetails } from '../agency-details/agency-details.tsx';
import { PAGE_NAMES, useDocumentTitle } from '../../../common/document-title/use-document-title.ts';

/**
 * docs/product/screens.md screen 3: greets the visitor by first name, with a contact link and a homepage link. What
 * the outcome rested on is the stored decision's (issue 34): our records, or the agency by name.
 */
export function AlreadyApplied({ result, brand }: { result: ResultResponse; brand: BrandId }) {
  useDocumentTitle(PAGE_NAMES.alreadyApplied);
  const content = useBrandContent(brand);
  const { firstName } = result.userData;
  const { basis } = result.explanation ? applicantReasons(result.explanation) : {};
  const title = firstName ? `Sorry ${firstName}, you've already applied` : "Sorry, you've already applied";
  return (
    <PageContent title={title}>
      {basis ? <p className={styles.text}>{basis}</p> : null}
      {result.explanation?.checkAgainFrom ? <CheckAgain day={result.explanation.checkAgainFrom} /> : null}
      <p>If you'd like to know how your application is going, or you think this is a mistake, please get in touch.</p>
      <ul className={styles.links} role="list">
        <li>
          <Link newTab href={content.contactUrl} onClick={() => trackCta('contactUs', { page: 'alreadyApplied' })}>
            Contact us
          </Link>
        </li>
        <li>
          <a href={content.homepageUrl} onClick={() => trackCta('homepage', { page: 'alreadyApplied' })}>
            Go to our homepage
          </a>
        </li>
      </ul>
      {result.explanation?.agency ? <AgencyDetails agency={result.explanation.agency} page="alreadyApplied" /> : null}
      {result.explanation ? <DecisionReference explanation={result.explanation} /> : null}
    </PageContent>
  );
}
