import { Suspense, type ComponentType } from 'react';
import { preloadableComponent } from '../../../common/lazy/lazy-import.ts';
import { DelayedFallback } from '../../../common/ui/lazy-indicator/delayed-fallback.tsx';
import type { QuestionProps } from './question-props.ts';

/**
 * A question type the first stage does not ask (issue 12: out of the first load). Its code is
 * fetched once the visitor starts on the form (preloadLaterQuestions), so a later stage rarely
 * waits; if it does, the loading indicator shows after 200 ms in the question's place only.
 */
export function lazyQuestion(load: () => Promise<ComponentType<QuestionProps>>) {
  const Loaded = preloadableComponent(load);
  function LazyQuestion(props: QuestionProps) {
    return (
      <Suspense fallback={<DelayedFallback />}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyQuestion, { preload: Loaded.preload });
}
