import { Button } from '../../../common/ui/button/button.tsx';
import { Modal } from '../../../common/ui/modal/modal.tsx';
import { SAVE_FOR_LATER_LABEL } from '../../../common/save-offer/save-offer.ts';
import { timeLeftText } from '../inactivity-timing.ts';
import styles from './inactivity-warning.module.css';

export const WARNING_TITLE = 'Do you need more time?';
export const STAY_LABEL = 'Stay on QuickCheck';

/**
 * The time-out warning. The time left is a polite live region whose words change only every
 * minute, then every 15 seconds, so a screen reader is not talked over every second.
 * Closing it (Escape, ×) counts as staying: nothing is lost by a dismissal.
 */
export function InactivityWarning({
  msLeft,
  onStay,
  onSave,
}: {
  msLeft: number;
  onStay: () => void;
  /** Offered when a form that can be saved is on the page: stays, then opens its 'save' dialog. */
  onSave?: (() => void) | undefined;
}) {
  const actions = (
    <>
      <Button onClick={onStay}>{STAY_LABEL}</Button>
      {onSave ? (
        <Button variant="secondary" onClick={onSave}>
          {SAVE_FOR_LATER_LABEL}
        </Button>
      ) : null}
    </>
  );
  return (
    <Modal open onClose={onStay} title={WARNING_TITLE} actions={actions}>
      <div className={styles.body}>
        <p role="status" aria-live="polite" aria-atomic="true">
          QuickCheck will close in {timeLeftText(msLeft)}.
        </p>
        <p>
          We close it when nothing happens for a while, to keep your details safe. Your answers will then be deleted.
        </p>
      </div>
    </Modal>
  );
}
