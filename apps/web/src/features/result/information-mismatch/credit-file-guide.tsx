import { Link } from '../../../shared/ui/link/link.tsx';
import styles from '../result.module.css';
import { trackCta } from '../../../shared/analytics/track-interactions.ts';

/**
 * The three UK credit reference agencies. Real names and their stable home pages, not deep links:
 * a visitor's right to a free statutory report is real, and deep links into their sites move.
 */
export const CREDIT_REFERENCE_AGENCIES = [
  { name: 'Experian', url: 'https://www.experian.co.uk/' },
  { name: 'Equifax', url: 'https://www.equifax.co.uk/' },
  { name: 'TransUnion', url: 'https://www.transunion.co.uk/' },
] as const;

/** The four-step 'check your credit file' guide (spec §2 screen 4). */
export function CreditFileGuide() {
  return (
    <section className={styles.section} aria-labelledby="credit-file-heading">
      <h2 id="credit-file-heading" className={styles.sectionHeading}>
        Check your credit file
      </h2>
      <ol className={styles.list}>
        <li>
          Get your free statutory credit report from each of the three UK credit reference agencies:{' '}
          {CREDIT_REFERENCE_AGENCIES.map((agency, index) => (
            <span key={agency.name}>
              {index > 0 ? (index === CREDIT_REFERENCE_AGENCIES.length - 1 ? ' and ' : ', ') : null}
              <Link newTab href={agency.url} onClick={() => trackCta('creditReferenceAgency', { agency: agency.name })}>
                {agency.name}
              </Link>
            </span>
          ))}
          .
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
