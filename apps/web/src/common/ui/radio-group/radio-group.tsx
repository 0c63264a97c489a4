// One implementation: the design system's radio group (packages/ui).
import '@quickcheck/ui/tokens.css';

export { RadioGroup } from '@quickcheck/ui/radio-group/radio-group.tsx';
