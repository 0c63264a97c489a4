/**
 * The form's dialogs and the save button, one lazy chunk (loaded through form-dialogs-loader.ts):
 * the save button's after hydration, the terms when first opened (docs/decisions/025).
 */
export { SaveForLater } from './save-for-later/save-for-later.tsx';
export { TermsDialog } from './terms/terms-dialog.tsx';
