import type { ResultResponse } from '@quickcheck/contracts';
import { PageContent } from '../../../shared/ui/page-content/page-content.tsx';
import styles from '../result.module.css';
import { RESULT_LINKS } from '../result-links.ts';

/** Spec §2 screen 3: greets the visitor by first name, with a contact link and a homepage link. */
export function AlreadyApplied({ result }: { result: ResultResponse }) {
  const { firstName } = result.userData;
  const title = firstName ? `Sorry ${firstName}, you've already applied` : "Sorry, you've already applied";
  return (
    <PageContent title={title}>
      <p className={styles.text}>
        Our records show that you have already applied for a card with us, so we can't check your eligibility again
        right now.
      </p>
      <p>If you think this is wrong, or you would like to know how your application is going, please get in touch.</p>
      <ul className={styles.links}>
        <li>
          <a href={RESULT_LINKS.contact} target="_blank" rel="noreferrer">
            Contact us (opens in a new tab)
          </a>
        </li>
        <li>
          <a href={RESULT_LINKS.homepage}>Go to our homepage</a>
        </li>
      </ul>
    </PageContent>
  );
}
