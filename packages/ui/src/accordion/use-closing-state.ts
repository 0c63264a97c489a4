import { useEffect, useState } from 'react';
import { DURATIONS } from '../tokens/tokens.ts';

export type PanelState = 'open' | 'closing' | 'closed';

/**
 * Keeps a panel on screen for the 250 ms close animation (docs/product/journey.md) before hiding it, so the
 * content folds away instead of vanishing. Opening is immediate.
 */
export function useClosingState(open: boolean, durationMs: number = DURATIONS.accordionClose): PanelState {
  const [previousOpen, setPreviousOpen] = useState(open);
  const [closing, setClosing] = useState(false);

  // Derive 'closing' while rendering (React's 'adjusting state on a prop change'), not in an effect.
  if (open !== previousOpen) {
    setPreviousOpen(open);
    setClosing(!open);
  }

  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => setClosing(false), durationMs);
    return () => clearTimeout(timer);
  }, [closing, durationMs]);

  if (open) return 'open';
  return closing ? 'closing' : 'closed';
}
