import { EXPLANATION_TEXT, type DecisionExplanation } from '@quickcheck/contracts';
import styles from './decision-reference.module.css';

/**
 * The reference a visitor can quote, on every result, the technical error page and the agreement
 * (decision 024); with `showSearch`, what the check left on their credit file, so they know
 * retrying is safe.
 */
export function DecisionReference({
  explanation,
  showSearch = false,
}: {
  explanation: Pick<DecisionExplanation, 'reference'> & Partial<Pick<DecisionExplanation, 'searchRecorded'>>;
  showSearch?: boolean;
}) {
  return (
    <div className={styles.reference}>
      {showSearch && explanation.searchRecorded ? (
        <p>{EXPLANATION_TEXT.searchRecorded[explanation.searchRecorded]}</p>
      ) : null}
      <p>
        {EXPLANATION_TEXT.referenceLabel}: <strong data-testid="decision-reference">{explanation.reference}</strong>
      </p>
      <p>{EXPLANATION_TEXT.referenceUse}</p>
    </div>
  );
}
