// One implementation: the design system's page banner (packages/ui).
import '@quickcheck/ui/tokens.css';

export { Header } from '@quickcheck/ui/header/header.tsx';
