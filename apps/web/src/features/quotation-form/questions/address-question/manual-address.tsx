import type { AddressKeys, Answers } from '@quickcheck/contracts';
import { describedBy, fieldId } from '../../../../common/ui/form-field/field-ids.ts';
import { Field, fieldStyles } from '../../../../common/ui/form-field/form-field.tsx';
import { MANUAL_PARTS } from './address-answers.ts';

interface ManualAddressProps {
  questionId: string;
  keys: AddressKeys;
  answers: Answers;
  errors: Readonly<Record<string, string>>;
  onChange: (changes: Answers) => void;
  /** The visitor pressed 'Enter address manually': that button is gone, so focus moves to the first box. */
  focusFirst?: boolean;
}

/** A box for every answer key of the address, typed by hand. */
export function ManualAddress({ questionId, keys, answers, errors, onChange, focusFirst }: ManualAddressProps) {
  // Autofill tokens describe the visitor's own current address only.
  const isCurrent = questionId === 'address';
  return (
    <>
      {MANUAL_PARTS.map(({ part, label, autocomplete }, index) => {
        const name = keys[part];
        if (!name) return null;
        const error = errors[name];
        return (
          <Field key={name} name={name} label={label} error={error}>
            <input
              id={fieldId(name)}
              name={name}
              className={part === 'postcode' ? `${fieldStyles.input} ${fieldStyles.medium}` : fieldStyles.input}
              autoComplete={isCurrent ? autocomplete : 'off'}
              value={answers[name] ?? ''}
              onChange={(event) => onChange({ [name]: event.target.value })}
              aria-describedby={describedBy(name, { error })}
              aria-invalid={error ? true : undefined}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- replaces the button the visitor just pressed
              autoFocus={focusFirst && index === 0}
            />
          </Field>
        );
      })}
    </>
  );
}
