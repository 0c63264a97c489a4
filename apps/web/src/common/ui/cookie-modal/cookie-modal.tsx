// One implementation: the design system's cookie preferences modal layout (packages/ui).
import '@quickcheck/ui/tokens.css';

export { CookieModal } from '@quickcheck/ui/cookie-modal/cookie-modal.tsx';
