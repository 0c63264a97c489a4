import type { BrandId } from '@quickcheck/brands';
import type { ResultResponse } from '@quickcheck/contracts';
import { PageContent } from '../../../shared/ui/page-content/page-content.tsx';
import { Link } from '../../../shared/ui/link/link.tsx';
import { useBrandContent } from '../brand-content/use-brand-content.ts';
import styles from '../result.module.css';
import { trackCta } from '../../../shared/analytics/track-interactions.ts';
import { DecisionReference } from '../../../shared/decision-reference/decision-reference.tsx';
import { CheckAgain } from '../decision-reasons/check-again.tsx';

/** Spec §2 screen 3: greets the visitor by first name, with a contact link and a homepage link. */
export function AlreadyApplied({ result, brand }: { result: ResultResponse; brand: BrandId }) {
  const content = useBrandContent(brand);
  const { firstName } = result.userData;
  const title = firstName ? `Sorry ${firstName}, you've already applied` : "Sorry, you've already applied";
  return (
    <PageContent title={title}>
      <p className={styles.text}>
        Our records show that you already have an application or an account with us, so we can't check your eligibility
        for another {content.name} card right now.
      </p>
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
      {result.explanation ? <DecisionReference explanation={result.explanation} /> : null}
    </PageContent>
  );
}
