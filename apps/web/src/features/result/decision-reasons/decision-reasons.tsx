import { DECLINE_FINDINGS, EXPLANATION_TEXT, type DecisionExplanation } from '@quickcheck/contracts';
import styles from '../result.module.css';
import { CheckAgain } from './check-again.tsx';

const wordsFor = (code: string) =>
  Object.hasOwn(DECLINE_FINDINGS, code) ? DECLINE_FINDINGS[code as keyof typeof DECLINE_FINDINGS] : undefined;

/** A score decline's findings that counted most (the server's order), each with what would help. */
export function DecisionReasons({ explanation }: { explanation: DecisionExplanation }) {
  const reasons = (explanation.findings ?? []).flatMap((code) => {
    const words = wordsFor(code);
    return words ? [{ code, ...words }] : [];
  });
  if (reasons.length === 0) return explanation.checkAgainFrom ? <CheckAgain day={explanation.checkAgainFrom} /> : null;
  return (
    <section className={styles.section} aria-labelledby="reasons-heading">
      <h2 id="reasons-heading" className={styles.sectionHeading}>
        {EXPLANATION_TEXT.reasonsHeading}
      </h2>
      <p>{EXPLANATION_TEXT.reasonsIntro}</p>
      <ol className={styles.list}>
        {reasons.map((reason) => (
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
