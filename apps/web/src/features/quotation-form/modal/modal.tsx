import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../../../shared/ui/button/button.tsx';
import styles from './modal.module.css';

interface ModalProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A small modal on the native <dialog> (packages/ui has none yet): showModal() gives the focus
 * trap, the inert page behind and closing on Escape (spec §9) without any script of our own.
 * Focus returns to the control that opened it.
 */
export function Modal({ title, open, onClose, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (open && !dialog.open) {
      // jsdom has no showModal: the open attribute is the same dialog without the top layer.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open) return;
    return () => {
      if (dialog.open) dialog.close?.();
      dialog.removeAttribute('open');
      opener?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.modal}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <div className={styles.content}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <div className={styles.body}>{children}</div>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      ) : null}
    </dialog>
  );
}
