// One implementation: the design system's brand footer (packages/ui).
import '@quickcheck/ui/tokens.css';

export { Footer, type FooterLink } from '@quickcheck/ui/footer/footer.tsx';
