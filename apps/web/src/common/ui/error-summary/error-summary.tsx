// One implementation: the design system's error summary (packages/ui).
import '@quickcheck/ui/tokens.css';

export {
  ErrorSummary,
  errorSummaryHeading,
  focusField,
  type SummaryError,
} from '@quickcheck/ui/error-summary/error-summary.tsx';
