// One implementation: the design system's cookie banner and preferences modal layout (packages/ui).
import '@quickcheck/ui/tokens.css';

export { CookieBanner, CookieModal } from '@quickcheck/ui/cookie-banner/cookie-banner.tsx';
