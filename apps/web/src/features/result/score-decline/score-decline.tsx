import type { BrandId } from '@quickcheck/brands';
import {
  AFFORDABILITY_FINDINGS,
  AFFORDABILITY_HELP,
  EXPLANATION_TEXT,
  type ResultResponse,
} from '@quickcheck/contracts';
import { PageContent } from '../../../common/ui/page-content/page-content.tsx';
import { Link } from '../../../common/ui/link/link.tsx';
import styles from '../result.module.css';
import { useBrandContent } from '../brand-content/use-brand-content.ts';
import { trackCta } from '../../../common/analytics/track-interactions.ts';
import { DecisionReference } from '../../../common/decision-reference/decision-reference.tsx';
import { AgencyDetails } from '../agency-details/agency-details.tsx';
import { DebtAdvice } from '../debt-advice/debt-advice.tsx';
import { DecisionReasons } from '../decision-reasons/decision-reasons.tsx';
import { PAGE_NAMES, useDocumentTitle } from '../../../common/document-title/use-document-title.ts';

const REQUOTE_SUBTITLE =
  "We'll let you know if you become eligible for a card in future. This won't affect your credit score.";

/** docs/product/screens.md screen 5: the own brand links its credit-score tool and guide; partners two money-advice services. */
function NextStepLinks({ brand }: { brand: BrandId }) {
  const { moneyAdviceLinks } = useBrandContent(brand);
  return (
    <ul className={styles.list}>
      {moneyAdviceLinks.map((link) => (
        <li key={link.url}>
          <Link newTab href={link.url} onClick={() => trackCta('nextStep', { page: 'scoreDecline', link: link.text })}>
            {link.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** After open banking: the affordability finding that counted, in plain words, with what would help. */
function BankDataFinding({ finding }: { finding: string | undefined }) {
  const text =
    finding && Object.hasOwn(AFFORDABILITY_FINDINGS, finding)
      ? AFFORDABILITY_FINDINGS[finding as keyof typeof AFFORDABILITY_FINDINGS]
      : undefined;
  if (!text) return null;
  return (
    <section className={styles.section} aria-labelledby="bank-data-heading">
      <h2 id="bank-data-heading" className={styles.sectionHeading}>
        What your bank data showed
      </h2>
      <p className={styles.finding}>{text}</p>
      {finding && AFFORDABILITY_HELP[finding] ? (
        <p className={styles.help}>
          {EXPLANATION_TEXT.helpLabel} {AFFORDABILITY_HELP[finding]}
        </p>
      ) : null}
      <p>We used your bank data once for this decision and won't use it again.</p>
    </section>
  );
}

export function ScoreDecline({ result, brand }: { result: ResultResponse; brand: BrandId }) {
  useDocumentTitle(PAGE_NAMES.scoreDecline);
  const content = useBrandContent(brand);
  const { firstName } = result.userData;
  const { explanation } = result;
  const greeting = firstName ? `Sorry ${firstName}, ` : 'Sorry, ';
  return (
    <PageContent
      title={`${greeting}we couldn't give you a card this time`}
      subtitle={result.requoteOptIn === 'true' ? REQUOTE_SUBTITLE : undefined}
    >
      <BankDataFinding finding={result.affordabilityFinding} />
      {explanation ? <DecisionReasons explanation={explanation} /> : null}
      <section className={styles.section} aria-labelledby="decision-heading">
        <h2 id="decision-heading" className={styles.sectionHeading}>
          How we made our decision
        </h2>
        <p>
          We compared the answers you gave us with the information a credit reference agency holds about you, and scored
          them the same way for everyone who applies. We looked at four things:
        </p>
        <ul className={styles.list}>
          <li>your income and your employment</li>
          <li>how much of the credit available to you you're already using</li>
          <li>how you've managed credit before, including any missed payments, defaults or county court judgments</li>
          <li>how long you've lived at your address</li>
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="next-steps-heading">
        <h2 id="next-steps-heading" className={styles.sectionHeading}>
          What you can do next
        </h2>
        <p>
          Checking your eligibility left only a soft search on your credit file: other lenders can't see it, so it won't
          affect your credit score. These free services can help you improve your chances next time.
        </p>
        <NextStepLinks brand={brand} />
      </section>
      {explanation?.agency ? <AgencyDetails agency={explanation.agency} page="scoreDecline" /> : null}
      {content.nextStepsOfferDebtAdvice ? null : <DebtAdvice />}
      {explanation ? <DecisionReference explanation={explanation} /> : null}
    </PageContent>
  );
}
