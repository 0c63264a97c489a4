import type { AddressKeys, Answers } from '@quickcheck/contracts';
import { Button } from '../../../../common/ui/button/button.tsx';
import { VisuallyHidden } from '../../../../common/ui/visually-hidden/visually-hidden.tsx';
import { addressLines } from './address-answers.ts';
import styles from './address-question.module.css';

interface ChosenAddressProps {
  label: string;
  keys: AddressKeys;
  answers: Answers;
  onChange: () => void;
}

/** The chosen address read back, its answers carried in hidden inputs, and a way to change it. */
export function ChosenAddress({ label, keys, answers, onChange }: ChosenAddressProps) {
  return (
    <div className={styles.chosen}>
      <address className={styles.address}>
        {addressLines(keys, answers).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <Button variant="link" onClick={onChange}>
        Change <VisuallyHidden>{label.toLowerCase()}</VisuallyHidden>
      </Button>
      {Object.values(keys).map((key) =>
        key ? <input key={key} type="hidden" name={key} value={answers[key] ?? ''} /> : null,
      )}
    </div>
  );
}
