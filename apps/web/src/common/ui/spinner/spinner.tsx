// One implementation: the design system's loading spinner (packages/ui).
import '@quickcheck/ui/tokens.css';

export { Spinner } from '@quickcheck/ui/spinner/spinner.tsx';
export { CHECKING_DETAILS_MESSAGE } from '@quickcheck/ui/spinner/spinner-text.ts';
