// One implementation: the design system's Suspense fallback that waits 200 ms before showing (packages/ui).
import '@quickcheck/ui/tokens.css';

export { DelayedFallback } from '@quickcheck/ui/lazy-indicator/delayed-fallback.tsx';
