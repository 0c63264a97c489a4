import type { Answers, FormDefinition } from '@quickcheck/contracts';
import { Button } from '../../../common/ui/button/button.tsx';
import { VisuallyHidden } from '../../../common/ui/visually-hidden/visually-hidden.tsx';
import { reviewRows } from './answer-display.ts';
import styles from './check-answers.module.css';

interface CheckAnswersProps {
  definition: FormDefinition;
  answers: Answers;
  /** Opens the stage at this index; after it the visitor comes back here. */
  onChange: (stageIndex: number) => void;
}

/** WCAG 3.3.4: every answer read back, each with a way to change it, before the financial check is made. */
export function CheckAnswers({ definition, answers, onChange }: CheckAnswersProps) {
  return (
    <>
      <p className={styles.intro}>Check your answers before we check your eligibility.</p>
      {definition.stages.map((stage, stageIndex) => (
        <section key={stage.id} className={styles.section} aria-labelledby={`review-${stage.id}`}>
          <h3 id={`review-${stage.id}`} className={styles.sectionTitle}>
            {stage.title}
          </h3>
          <dl className={styles.list}>
            {reviewRows(stage, answers).map((row) => (
              <div key={row.id} className={styles.row}>
                <dt className={styles.key}>{row.label}</dt>
                <dd className={styles.value}>
                  {row.lines.map((line, index) => (
                    <span key={`${row.id}-${index}`} className={styles.line}>
                      {line}
                    </span>
                  ))}
                </dd>
                <dd className={styles.action}>
                  <Button variant="link" onClick={() => onChange(stageIndex)}>
                    Change <VisuallyHidden>{row.label.toLowerCase()}</VisuallyHidden>
                  </Button>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}
