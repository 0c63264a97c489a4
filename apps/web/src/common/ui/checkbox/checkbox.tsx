// One implementation: the design system's checkbox (packages/ui).
import '@quickcheck/ui/tokens.css';

export { Checkbox } from '@quickcheck/ui/checkbox/checkbox.tsx';
