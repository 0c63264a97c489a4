import type { CreditReferenceAgencyDetails } from '@quickcheck/contracts';
import { Link } from '../../../common/ui/link/link.tsx';
import styles from '../result.module.css';
import { trackCta } from '../../../common/analytics/track-interactions.ts';

/**
 * The four-step 'check your credit file' guide (docs/product/screens.md screen 4), sending the visitor to the agency
 * whose records we searched (issue 34), not to every agency: only its file could have stopped the match.
 */
export function CreditFileGuide({ agency }: { agency: CreditReferenceAgencyDetails | undefined }) {
  return (
    <section className={styles.section} aria-labelledby="credit-file-heading">
      <h2 id="credit-file-heading" className={styles.sectionHeading}>
        Check your credit file
      </h2>
      <ol className={styles.list}>
        <li>
          {agency ? (
            <>
              Get your free statutory credit report from{' '}
              <Link
                newTab
                href={agency.statutoryReportUrl}
                onClick={() => trackCta('creditReferenceAgency', { agency: agency.name })}
              >
                {agency.name}
              </Link>
              , the credit reference agency we searched.
            </>
          ) : (
            'Get your free statutory credit report from the credit reference agencies.'
          )}
        </li>
        <li>Check that your name, date of birth and address are shown exactly as you gave them to us.</li>
        <li>
          Make sure you're registered to vote at your current address: lenders use the electoral roll to confirm who you
          are.
        </li>
        <li>
          If anything is wrong, ask the agency to correct it. Once it's put right, try QuickCheck again: it won't affect
          your credit score.
        </li>
      </ol>
    </section>
  );
}
