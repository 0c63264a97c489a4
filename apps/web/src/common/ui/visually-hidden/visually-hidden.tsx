// One implementation: the design system's visually-hidden helper (packages/ui).
export { VisuallyHidden, visuallyHiddenClass } from '@quickcheck/ui/visually-hidden/visually-hidden.tsx';
