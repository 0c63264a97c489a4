// One implementation: the design system's link, with its new-tab warning for screen readers (packages/ui).
import '@quickcheck/ui/tokens.css';

export { Link } from '@quickcheck/ui/link/link.tsx';
