import { DEFAULT_BRAND, type BrandId } from '@quickcheck/brands';
import type { ResultResponse } from '@quickcheck/contracts';
import { PageContent } from '../../../shared/ui/page-content/page-content.tsx';
import styles from '../result.module.css';
import { RESULT_LINKS } from '../result-links.ts';

const REQUOTE_SUBTITLE =
  "We'll let you know if you become eligible for a card in future. This won't affect your credit score.";

/** Spec §2 screen 5: the own brand offers its tools; partner brands two money-advice links. */
function NextStepLinks({ brand }: { brand: BrandId }) {
  const links =
    brand === DEFAULT_BRAND
      ? [
          { href: RESULT_LINKS.creditScore, text: 'Check your credit score for free' },
          { href: RESULT_LINKS.moneyGuide, text: 'Read our guide to managing money' },
        ]
      : [
          { href: RESULT_LINKS.moneyAdvice, text: 'Get free, impartial money advice' },
          { href: RESULT_LINKS.debtAdvice, text: 'Get free help with debt' },
        ];
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} target="_blank" rel="noreferrer">
            {link.text} (opens in a new tab)
          </a>
        </li>
      ))}
    </ul>
  );
}

export function ScoreDecline({ result, brand }: { result: ResultResponse; brand: BrandId }) {
  const { firstName } = result.userData;
  const greeting = firstName ? `Sorry ${firstName}, ` : 'Sorry, ';
  return (
    <PageContent
      title={`${greeting}we couldn't give you a card this time`}
      subtitle={result.requoteOptIn === 'true' ? REQUOTE_SUBTITLE : undefined}
    >
      <section className={styles.section} aria-labelledby="decision-heading">
        <h2 id="decision-heading" className={styles.sectionHeading}>
          How we made our decision
        </h2>
        <p>We compared your answers with the information held by the credit reference agencies. We looked at:</p>
        <ul className={styles.list}>
          <li>your income and your other borrowing</li>
          <li>how you have managed credit in the past</li>
          <li>any missed payments, defaults or county court judgments</li>
          <li>how many times you have applied for credit recently</li>
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="next-steps-heading">
        <h2 id="next-steps-heading" className={styles.sectionHeading}>
          What you can do next
        </h2>
        <p>Checking your eligibility has left no mark on your credit file that other lenders can see.</p>
        <NextStepLinks brand={brand} />
      </section>
    </PageContent>
  );
}
