import { EXPLANATION_TEXT, formatDecisionDay } from '@quickcheck/contracts';

/** 'You can check again from <date>': the engine's rule, told as a day. */
export function CheckAgain({ day }: { day: string }) {
  return (
    <p data-testid="check-again">
      <strong>{EXPLANATION_TEXT.checkAgain(formatDecisionDay(day))}</strong> {EXPLANATION_TEXT.checkAgainWhy}
    </p>
  );
}
