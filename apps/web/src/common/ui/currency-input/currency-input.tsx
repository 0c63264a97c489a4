// One implementation: the design system's amount-in-pounds field (packages/ui).
import '@quickcheck/ui/tokens.css';

export { CurrencyInput } from '@quickcheck/ui/currency-input/currency-input.tsx';
