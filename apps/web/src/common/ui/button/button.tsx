// One implementation: the design system's buttons (packages/ui). Deep imports keep the bundle to what is used.
import '@quickcheck/ui/tokens.css';

export { Button, ButtonLink, type ButtonVariant } from '@quickcheck/ui/buttons/button.tsx';
