import { useId, useState, type FormEvent } from 'react';
import { Button } from '../buttons/button.tsx';
import { fieldStyles } from '../form-field/form-field.tsx';
import { Label } from '../label/label.tsx';
import styles from './search.module.css';

interface SearchProps {
  label: string;
  onSearch: (query: string) => void;
  buttonText?: string;
  defaultValue?: string;
  /** Names the search landmark when a page has more than one. */
  landmarkLabel?: string;
}

/** A search landmark with one labelled box and a button, e.g. the postcode lookup. */
export function Search({ label, onSearch, buttonText = 'Search', defaultValue = '', landmarkLabel }: SearchProps) {
  const id = useId();
  const [query, setQuery] = useState(defaultValue);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(query.trim());
  };
  return (
    <form role="search" aria-label={landmarkLabel} className={styles.search} onSubmit={submit}>
      <div className={styles.field}>
        <Label htmlFor={id}>{label}</Label>
        <input
          id={id}
          className={fieldStyles.input}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary">
        {buttonText}
      </Button>
    </form>
  );
}
