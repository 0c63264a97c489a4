import { EXPLANATION_TEXT, applicantReasons, type DecisionExplanation } from '@quickcheck/contracts';
import styles from '../result.module.css';
import { CheckAgain } from './check-again.tsx';

/** A score decline's findings that counted most (the server's order), each with what would help. */
export function DecisionReasons({ explanation }: { explanation: DecisionExplanation }) {
  const { findings, rankingRule } = applicantReasons(explanation);
  if (findings.length === 0) return explanation.checkAgainFrom ? <CheckAgain day={explanation.checkAgainFrom} /> : null;
  return (
    <section className={styles.section} aria-labelledby="reasons-heading">
      <h2 id="reasons-heading" className={styles.sectionHeading}>
        {EXPLANATION_TEXT.reasonsHeading}
      </h2>
      <p>{rankingRule}</p>
      <ol className={styles.list}>
        {findings.map((reason) => (
          <li key={reason.code}>
            <p className={styles.finding}>{reason.finding}</p>
            <p className={styles.help}>
              {EXPLANATION_TEXT.helpLabel} {reason.help}
            </p>
          </li>
        ))}
      </ol>
      {explanation.checkAgainFrom ? <CheckAgain day={explanation.checkAgainFrom} /> : null}
    </section>
  );
}
