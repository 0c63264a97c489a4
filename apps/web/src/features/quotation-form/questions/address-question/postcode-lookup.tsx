import type { Address, AddressKeys, Answers } from '@quickcheck/contracts';
import { useEffect, useRef } from 'react';
import { Button } from '../../../../common/ui/button/button.tsx';
import { describedBy, fieldId } from '../../../../common/ui/form-field/field-ids.ts';
import { Field, fieldStyles } from '../../../../common/ui/form-field/form-field.tsx';
import styles from './address-question.module.css';
import type { LookupState } from './use-address-lookup.ts';

interface PostcodeLookupProps {
  questionId: string;
  keys: AddressKeys;
  answers: Answers;
  error: string | undefined;
  lookup: LookupState;
  onChange: (changes: Answers) => void;
  onFind: () => void;
  onChoose: (address: Address) => void;
}

function AddressSelect({
  questionId,
  addresses,
  onChoose,
}: {
  questionId: string;
  addresses: Address[];
  onChoose: (address: Address) => void;
}) {
  const ref = useRef<HTMLSelectElement>(null);
  const id = fieldId(`${questionId}-select`);
  // The results replace the search: focus follows so keyboard and screen-reader users land on them.
  useEffect(() => ref.current?.focus(), []);
  const label = questionId === 'previous-address' ? 'Select your previous address' : 'Select your address';
  return (
    <div className={styles.results}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        className={fieldStyles.select}
        value=""
        onChange={(event) => {
          const chosen = addresses.find((address) => address.id === event.target.value);
          if (chosen) onChoose(chosen);
        }}
      >
        <option value="">{`${addresses.length} ${addresses.length === 1 ? 'address' : 'addresses'} found`}</option>
        {addresses.map((address) => (
          <option key={address.id} value={address.id}>
            {address.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The postcode box with 'Find address', then the list of addresses found. */
export function PostcodeLookup({
  questionId,
  keys,
  answers,
  error,
  lookup,
  onChange,
  onFind,
  onChoose,
}: PostcodeLookupProps) {
  const name = keys.postcode;
  return (
    <>
      <Field name={name} label="Postcode" error={error}>
        <div className={styles.row}>
          <input
            id={fieldId(name)}
            name={name}
            className={`${fieldStyles.input} ${styles.postcode}`}
            autoComplete={questionId === 'address' ? 'postal-code' : 'off'}
            value={answers[name] ?? ''}
            onChange={(event) => onChange({ [name]: event.target.value })}
            onKeyDown={(event) => {
              // Enter in the postcode box searches rather than submitting the stage.
              if (event.key === 'Enter') {
                event.preventDefault();
                onFind();
              }
            }}
            aria-describedby={describedBy(name, { error })}
            aria-invalid={error ? true : undefined}
          />
          <Button variant="secondary" onClick={onFind} disabled={lookup.status === 'searching'}>
            Find address
          </Button>
        </div>
      </Field>
      {lookup.status === 'found' && lookup.addresses.length > 0 ? (
        <AddressSelect questionId={questionId} addresses={lookup.addresses} onChoose={onChoose} />
      ) : null}
    </>
  );
}
