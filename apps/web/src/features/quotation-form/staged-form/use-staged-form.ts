import { answerKeysOf, validateStage, type Answers, type FieldError, type FormDefinition } from '@quickcheck/contracts';
import { useCallback, useRef, useState } from 'react';
import { track } from '../../../shared/analytics/analytics.ts';
import { useApiClient } from '../../../shared/api/api-client-context.tsx';
import { checkStage } from '../api/form-api.ts';

interface StagedFormOptions {
  definition: FormDefinition;
  initialAnswers: Answers;
  sessionId: string;
  /** Called with every answer once the last stage is valid. */
  onComplete: (answers: Answers) => Promise<void>;
}

/** The answers the server's stage rules expect: those of the stage's visible questions. */
function stageAnswers(definition: FormDefinition, stageIndex: number, answers: Answers): Answers {
  const stage = definition.stages[stageIndex];
  if (!stage) return {};
  const keys = answerKeysOf({ id: definition.id, stages: [stage] }, answers);
  return Object.fromEntries(Object.entries(answers).filter(([key]) => keys.has(key)));
}

/** One stage per screen: validate here, then on the server, then move on (spec §4, CONTRACT §5). */
export function useStagedForm({ definition, initialAnswers, sessionId, onComplete }: StagedFormOptions) {
  const api = useApiClient();
  const [stageIndex, setStageIndex] = useState(0);
  const [answers, setAnswers] = useState<Answers>(initialAnswers);
  const [errors, setErrors] = useState<FieldError[]>([]);
  // Bumped on every move between stages, so the new stage's heading takes focus (not on first load).
  const [moves, setMoves] = useState(0);
  const busy = useRef(false);
  const stage = definition.stages[stageIndex] ?? definition.stages[0]!;
  const isLast = stageIndex === definition.stages.length - 1;

  const change = useCallback((changes: Answers) => setAnswers((previous) => ({ ...previous, ...changes })), []);

  const showErrors = (list: FieldError[]) => {
    setErrors(list);
    track('formErrors', { stage: stage.id, fields: list.map((error) => error.field) });
  };

  const submitStage = async () => {
    if (busy.current) return;
    const local = validateStage(stage, answers);
    if (local.length > 0) return showErrors(local);
    busy.current = true;
    try {
      const remote = await checkStage(
        api,
        sessionId,
        { definitionId: definition.id, stageId: stage.id },
        stageAnswers(definition, stageIndex, answers),
      );
      if (remote.length > 0) return showErrors(remote);
      setErrors([]);
      if (isLast) return await onComplete(answers);
      setStageIndex(stageIndex + 1);
      setMoves((count) => count + 1);
    } finally {
      busy.current = false;
    }
  };

  const back = () => {
    track('backButtonClick', { stage: stage.id });
    setErrors([]);
    setStageIndex(Math.max(0, stageIndex - 1));
    setMoves((count) => count + 1);
  };

  return {
    stage,
    stageNumber: stageIndex + 1,
    stageCount: definition.stages.length,
    isLast,
    answers,
    errors,
    moves,
    change,
    submitStage,
    back,
  };
}

export type StagedFormState = ReturnType<typeof useStagedForm>;
