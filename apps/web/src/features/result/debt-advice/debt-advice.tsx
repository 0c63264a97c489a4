import { EXPLANATION_TEXT, MONEY_HELPER_DEBT_ADVICE } from '@quickcheck/contracts';
import { Link } from '../../../common/ui/link/link.tsx';
import { trackCta } from '../../../common/analytics/track-interactions.ts';
import styles from '../result.module.css';

/** MoneyHelper's free debt advice, offered with every score decline. */
export function DebtAdvice() {
  return (
    <section className={styles.section} aria-labelledby="debt-advice-heading">
      <h2 id="debt-advice-heading" className={styles.sectionHeading}>
        {EXPLANATION_TEXT.debtAdviceHeading}
      </h2>
      <p>{EXPLANATION_TEXT.debtAdvice}</p>
      <p>
        <Link
          newTab
          href={MONEY_HELPER_DEBT_ADVICE.url}
          onClick={() => trackCta('nextStep', { page: 'scoreDecline', link: MONEY_HELPER_DEBT_ADVICE.name })}
        >
          {EXPLANATION_TEXT.debtAdviceLink}
        </Link>
      </p>
    </section>
  );
}
