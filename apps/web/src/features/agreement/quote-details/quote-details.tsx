import { QUOTE_TEXT, formatDecisionDay, type AgreementOffer } from '@quickcheck/contracts';
import { DecisionReference } from '../../../common/decision-reference/decision-reference.tsx';
import styles from './quote-details.module.css';

/**
 * A match's quote (decision 024): until when the offer holds, and the reference to quote. Once the
 * offer is accepted its end no longer applies: the next step is said instead (issue 34).
 */
export function QuoteDetails({
  offer,
}: {
  offer: Pick<AgreementOffer, 'reference' | 'validUntil' | 'accepted' | 'brandName'>;
}) {
  if (offer.accepted) {
    return (
      <section className={styles.quote} aria-labelledby="next-step-heading">
        <h2 id="next-step-heading" className={styles.heading}>
          {QUOTE_TEXT.nextStepHeading}
        </h2>
        <p>{QUOTE_TEXT.nextStep(offer.brandName)}</p>
        <DecisionReference explanation={offer} />
      </section>
    );
  }
  return (
    <div className={styles.quote}>
      <p className={styles.validUntil}>
        {QUOTE_TEXT.validUntilLabel}{' '}
        <strong data-testid="quote-valid-until">{formatDecisionDay(offer.validUntil)}</strong>
      </p>
      <p>{QUOTE_TEXT.validUntilWhy}</p>
      <DecisionReference explanation={offer} />
    </div>
  );
}
