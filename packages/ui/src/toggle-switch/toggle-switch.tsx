import { useState } from 'react';
import styles from './toggle-switch.module.css';

interface ToggleSwitchProps {
  label: string;
  /** Controlled state; leave undefined to let the switch keep its own. */
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off switch (role=switch, docs/product/journey.md checked or unchecked) that also says 'On' or 'Off' in words. */
export function ToggleSwitch({ label, checked, defaultChecked = false, onChange, disabled }: ToggleSwitchProps) {
  const [own, setOwn] = useState(defaultChecked);
  const isOn = checked ?? own;
  const toggle = () => {
    if (checked === undefined) setOwn(!isOn);
    onChange?.(!isOn);
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isOn}
      className={styles.toggle}
      onClick={toggle}
      disabled={disabled}
    >
      <span>{label}</span>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={styles.state} aria-hidden="true">
        {isOn ? 'On' : 'Off'}
      </span>
    </button>
  );
}
