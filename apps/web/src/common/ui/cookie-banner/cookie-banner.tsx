// One implementation: the design system's cookie banner layout (packages/ui).
import '@quickcheck/ui/tokens.css';

export { CookieBanner } from '@quickcheck/ui/cookie-banner/cookie-banner.tsx';
