import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { cx } from '../utils/class-names.ts';
import { trapTab } from './focus-trap.ts';
import styles from './modal.module.css';

interface ModalProps {
  open: boolean;
  /** Called on Escape, on the close button and by the browser's own cancel. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons along the bottom ('I understand', 'Link my bank account'). */
  actions?: ReactNode;
  /** Hide the × button when the visitor must choose an action (full-page cookie consent). */
  dismissible?: boolean;
  className?: string;
}

/** A labelled modal dialog (52.6 rem wide): Escape closes it, focus stays inside and goes back to the opener. */
export function Modal({ open, onClose, title, children, actions, dismissible = true, className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom (and very old browsers) lack showModal: the open attribute and our own trap stand in.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    // Focus the dialog itself so screen readers start with its title, not with the × button.
    dialog.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      opener?.focus();
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (dismissible) onClose();
      return;
    }
    if (ref.current) trapTab(event, ref.current);
  };

  // The browser's cancel (Escape) would close the dialog behind React's back: let state decide.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (dismissible) onClose();
  };

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={cx(styles.modal, className)}
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {dismissible ? (
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
            ×
          </button>
        ) : null}
      </div>
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </dialog>
  );
}
