// One implementation: the design system's list (packages/ui).
import '@quickcheck/ui/tokens.css';

export { List } from '@quickcheck/ui/list/list.tsx';
