// One implementation: the design system's select field (packages/ui).
import '@quickcheck/ui/tokens.css';

export { Select } from '@quickcheck/ui/select/select.tsx';
