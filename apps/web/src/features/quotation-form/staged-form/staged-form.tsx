import { Suspense, useEffect, useMemo, useRef } from 'react';
import { summaryMessageOf, visibleQuestions, type FieldError, type PostedFields } from '@quickcheck/contracts';
import { Button } from '../../../common/ui/button/button.tsx';
import { ErrorSummary } from '../../../common/ui/error-summary/error-summary.tsx';
import { DelayedFallback } from '../../../common/ui/lazy-indicator/delayed-fallback.tsx';
import { ProgressBar } from '../../../common/ui/progress-bar/progress-bar.tsx';
import { preloadableComponent } from '../../../common/lazy/lazy-import.ts';
import { QUESTION_REGISTRY, preloadLaterQuestions } from '../questions/question-registry.ts';
import { StageHeading } from './stage-heading.tsx';
import styles from './staged-form.module.css';
import type { StagedFormState } from './use-staged-form.ts';
import { useStageTitle } from './use-stage-title.ts';
import { answersOfPostedFields } from './posted-answers.ts';
import { trackCta, trackFieldFocus } from '../../../common/analytics/track-interactions.ts';

/** The review, shown after the last stage: not in the first load. */
const CheckAnswers = preloadableComponent(
  async () => (await import('../check-answers/check-answers.tsx')).CheckAnswers,
);

/** What later stages need, fetched once the visitor starts on the form (not for a visitor who only looks). */
export const preloadLaterStages = () =>
  Promise.all([preloadLaterQuestions(), CheckAnswers.preload().catch(() => undefined)]);

/** The first message per field is the one shown inline. */
function messagesByField(errors: readonly FieldError[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const error of errors) messages[error.field] ??= error.message;
  return messages;
}

/** Renders the current stage's visible questions through the question registry, then the review. */
export function StagedForm({ form }: { form: StagedFormState }) {
  const { stage, stageNumber, stageCount, isReview, answers, errors } = form;
  const messages = messagesByField(errors);
  // The same list while the errors are the same: the summary takes focus when a new list arrives.
  const summaryErrors = useMemo(
    () => errors.map((error) => ({ ...error, message: summaryMessageOf(error.field, error.message) })),
    [errors],
  );
  useStageTitle(stage.title);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // What was typed or picked before the page's script took over is in the controls, not yet in
    // the answers: adopted once, as the server would have read it from a post (no typing lost).
    const typed = answersOfPostedFields(
      form.definition,
      Object.fromEntries(new FormData(formRef.current!)) as PostedFields,
    );
    const changes = Object.fromEntries(Object.entries(typed).filter(([key, value]) => answers[key] !== value));
    if (Object.keys(changes).length > 0) form.change(changes);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);
  return (
    <form
      ref={formRef}
      className={styles.form}
      // Before the page's script has taken over (or without it), Continue posts the stage to the
      // server, which draws the next stage or this one with its errors: no tap or typing is lost.
      method="post"
      action={form.postAddress}
      noValidate
      aria-labelledby="stage-heading"
      onFocus={(event) => {
        trackFieldFocus(event.target);
        void preloadLaterStages();
      }}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submitStage();
      }}
    >
      {stageNumber > 1 ? (
        <div className={styles.back}>
          <Button variant="link" onClick={form.back}>
            Back
          </Button>
        </div>
      ) : null}
      {errors.length > 0 ? <ErrorSummary errors={summaryErrors} /> : null}
      <ProgressBar value={stageNumber} max={stageCount} />
      <StageHeading title={stage.title} stageId={stage.id} focusOnMove={errors.length === 0} />
      {isReview ? (
        <Suspense fallback={<DelayedFallback />}>
          <CheckAnswers definition={form.definition} answers={answers} onChange={form.changeStage} />
        </Suspense>
      ) : null}
      {visibleQuestions(stage, answers).map((question) => {
        const Question = QUESTION_REGISTRY[question.type];
        return (
          <Question
            key={`${stage.id}:${question.id}`}
            question={question}
            answers={answers}
            errors={messages}
            onChange={form.change}
          />
        );
      })}
      <div className={styles.actions}>
        <Button type="submit" onClick={() => trackCta(isReview ? 'checkEligibility' : 'continue', { stage: stage.id })}>
          {isReview ? 'Check my eligibility' : 'Continue'}
        </Button>
      </div>
    </form>
  );
}
