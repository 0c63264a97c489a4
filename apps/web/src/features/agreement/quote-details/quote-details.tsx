import { QUOTE_TEXT, formatDecisionDay, type AgreementOffer } from '@quickcheck/contracts';
import { DecisionReference } from '../../../shared/decision-reference/decision-reference.tsx';
import styles from './quote-details.module.css';

/** A match's quote (decision 024): until when the offer holds, and the reference to quote. */
export function QuoteDetails({ offer }: { offer: Pick<AgreementOffer, 'reference' | 'validUntil'> }) {
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
