import {
  REVIEW_STAGE_ID,
  answerKeysOf,
  validateStage,
  type Answers,
  type FieldError,
  type FormDefinition,
  type Stage,
} from '@quickcheck/contracts';
import { useCallback, useMemo, useRef, useState } from 'react';
import { track } from '../../../common/analytics/analytics.ts';
import { trackCta } from '../../../common/analytics/track-interactions.ts';
import { useApiClient } from '../../../common/api/api-client-context.tsx';
import { checkStage } from '../api/form-api.ts';
import { useStageLocation } from './use-stage-location.ts';

interface StagedFormOptions {
  definition: FormDefinition;
  initialAnswers: Answers;
  sessionId: string;
  /** Called with every answer once the visitor confirms 'Check your answers'. */
  onComplete: (answers: Answers) => Promise<void>;
  /** Runs at a stage's Continue; the next stage is shown once it is done (the refresh snapshot is sealed here). */
  beforeMove?: (answers: Answers) => Promise<void>;
  /** The answers of a stage posted before the page's script took over: the server drew the page with them. */
  posted?: Answers | undefined;
}

/** The client-side review step after the definition's stages (WCAG 3.3.4). */
export const REVIEW_STAGE: Stage = { id: REVIEW_STAGE_ID, title: 'Check your answers', questions: [] };

const NO_ERRORS: FieldError[] = [];

/** The answers the server's stage rules expect: those of the stage's visible questions. */
function stageAnswers(definition: FormDefinition, stage: Stage, answers: Answers): Answers {
  const keys = answerKeysOf({ id: definition.id, stages: [stage] }, answers);
  return Object.fromEntries(Object.entries(answers).filter(([key]) => keys.has(key)));
}

/** The first stage whose rules the answers break, with its errors (a change can invalidate a later stage). */
function firstInvalidStage(definition: FormDefinition, answers: Answers) {
  for (const [index, stage] of definition.stages.entries()) {
    const errors = validateStage(stage, answers);
    if (errors.length > 0) return { index, errors };
  }
  return undefined;
}

/** One stage per screen: validate here, then on the server, then move on; last, review every answer. */
export function useStagedForm({
  definition,
  initialAnswers,
  sessionId,
  onComplete,
  beforeMove,
  posted,
}: StagedFormOptions) {
  const api = useApiClient();
  const reviewIndex = definition.stages.length;
  const [answers, setAnswers] = useState<Answers>({ ...initialAnswers, ...posted });
  // After 'Change' on the review, the next valid stage returns there rather than walking every stage again.
  const [returnToReview, setReturnToReview] = useState(false);
  const busy = useRef(false);
  const stageIds = useMemo(() => [...definition.stages.map((each) => each.id), REVIEW_STAGE.id], [definition]);
  const invalid = firstInvalidStage(definition, answers);
  const reachable = invalid?.index ?? reviewIndex;
  const location = useStageLocation(stageIds, reachable);
  // Errors belong to the stage they were found on: the browser's Back or Forward leaves them behind.
  // A post (it goes to the next stage's address) that leaves an earlier stage invalid shows that
  // stage's errors, as its Continue would have.
  const [found, setFound] = useState<{ stageId: string; errors: FieldError[] }>(() =>
    posted && invalid && invalid.index < location.requested
      ? { stageId: stageIds[invalid.index]!, errors: invalid.errors }
      : { stageId: '', errors: [] },
  );
  const stageIndex = location.index;
  const isReview = stageIndex >= reviewIndex;
  const stage = isReview ? REVIEW_STAGE : definition.stages[stageIndex]!;
  const errors = found.stageId === stage.id ? found.errors : NO_ERRORS;

  const change = useCallback((changes: Answers) => setAnswers((previous) => ({ ...previous, ...changes })), []);

  const goTo = (index: number, list: FieldError[] = []) => {
    setFound({ stageId: stageIds[index]!, errors: list });
    location.goTo(index);
  };

  const showErrors = (list: FieldError[]) => {
    setFound({ stageId: stage.id, errors: list });
    track('formErrors', { stage: stage.id, fields: list.map((error) => error.field) });
  };

  const confirm = async () => {
    const invalid = firstInvalidStage(definition, answers);
    if (invalid) {
      setReturnToReview(true);
      return goTo(invalid.index, invalid.errors);
    }
    await onComplete(answers);
  };

  const submitStage = async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      if (isReview) return await confirm();
      const local = validateStage(stage, answers);
      if (local.length > 0) return showErrors(local);
      const stageCall = { definitionId: definition.id, stageId: stage.id };
      // Sealed from the press on, beside the server's check: a refresh right after it keeps the answers.
      const [remote] = await Promise.all([
        checkStage(api, sessionId, stageCall, stageAnswers(definition, stage, answers)),
        beforeMove?.(answers),
      ]);
      if (remote.length > 0) return showErrors(remote);
      const invalid = returnToReview ? firstInvalidStage(definition, answers) : undefined;
      goTo(returnToReview ? (invalid?.index ?? reviewIndex) : stageIndex + 1);
    } finally {
      busy.current = false;
    }
  };

  const back = () => {
    track('backButtonClick', { stage: stage.id });
    goTo(Math.max(0, stageIndex - 1));
  };

  const changeStage = (index: number) => {
    trackCta('change', { stage: definition.stages[index]?.id ?? '' });
    setReturnToReview(true);
    goTo(index);
  };

  return {
    definition,
    stage,
    stageNumber: stageIndex + 1,
    stageCount: reviewIndex + 1,
    isReview,
    answers,
    errors,
    /** Where the form posts when pressed before the page's script has taken over: the next stage's address. */
    postAddress: location.next,
    change,
    submitStage,
    back,
    changeStage,
  };
}

export type StagedFormState = ReturnType<typeof useStagedForm>;
