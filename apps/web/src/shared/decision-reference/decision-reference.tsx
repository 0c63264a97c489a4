import { EXPLANATION_TEXT, type DecisionExplanation } from '@quickcheck/contracts';
import styles from './decision-reference.module.css';

/**
 * The reference a visitor can quote, on every result and the technical error page; with
 * `showSearch`, what the check left on their credit file, so they know retrying is safe.
 */
export function DecisionReference({
  explanation,
  showSearch = false,
}: {
  explanation: DecisionExplanation;
  showSearch?: boolean;
}) {
  return (
    <div className={styles.reference}>
      {showSearch ? <p>{EXPLANATION_TEXT.searchRecorded[explanation.searchRecorded]}</p> : null}
      <p>
        {EXPLANATION_TEXT.referenceLabel}: <strong data-testid="decision-reference">{explanation.reference}</strong>
      </p>
      <p>{EXPLANATION_TEXT.referenceUse}</p>
    </div>
  );
}
