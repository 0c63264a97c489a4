import { useEffect, useState, type ReactNode } from 'react';
import { DURATIONS } from '../tokens/tokens.ts';
import { Spinner } from '../spinner/spinner.tsx';

interface DelayedFallbackProps {
  /** What to show once the delay has passed; a small 'Loading' spinner by default. */
  children?: ReactNode;
  /** docs/product/constants.md: 200 ms, so a fast lazy load never flashes an indicator. */
  delayMs?: number;
}

/** A Suspense fallback that shows nothing for the first 200 ms, then the loading indicator. */
export function DelayedFallback({ children, delayMs = DURATIONS.lazyIndicatorDelay }: DelayedFallbackProps) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  if (!visible) return null;
  return <>{children ?? <Spinner message="Loading" />}</>;
}
