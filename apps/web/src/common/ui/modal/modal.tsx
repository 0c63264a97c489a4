// One implementation: the design system's modal dialog (packages/ui).
import '@quickcheck/ui/tokens.css';

export { Modal } from '@quickcheck/ui/modal/modal.tsx';
