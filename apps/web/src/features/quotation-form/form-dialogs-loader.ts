/**
 * The one import site of the form's dialogs (form-dialogs.ts): a single dynamic import in the
 * first load for them all, however many dialogs the form has (docs/decisions/025).
 */
export const loadFormDialogs = () => import('./form-dialogs.ts');
