// One implementation: the design system's progress bar (packages/ui), a labelled native <progress>.
import '@quickcheck/ui/tokens.css';

export { ProgressBar } from '@quickcheck/ui/progress-bar/progress-bar.tsx';
