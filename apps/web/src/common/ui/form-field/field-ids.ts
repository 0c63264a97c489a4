// The ids are the design system's, so its error summary and this app's fields always agree.
export { controlAria, describedBy, errorId, fieldId, hintId } from '@quickcheck/ui/form-field/field-ids.ts';
