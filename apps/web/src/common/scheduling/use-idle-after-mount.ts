import { useEffect, useState } from 'react';
import { whenIdle } from './after-first-activity.ts';

/**
 * False on the server, while hydrating and until the browser's first idle moment after this part
 * mounted; true after. For a part the page does without at first (a lazy button, a clock): its
 * chunk is then evaluated in a task of its own instead of in the task that ends hydration, which
 * on a slow phone was one long task (TBT, issue 26).
 */
export function useIdleAfterMount(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
