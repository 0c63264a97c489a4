// One implementation: the design system's form fields (packages/ui), whose classes the questions reuse.
import '@quickcheck/ui/tokens.css';

export { Field, FieldMessages, Fieldset, fieldStyles } from '@quickcheck/ui/form-field/form-field.tsx';
