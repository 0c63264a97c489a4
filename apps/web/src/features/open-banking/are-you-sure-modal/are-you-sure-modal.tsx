import { Button } from '../../../common/ui/button/button.tsx';
import { Modal } from '../../../common/ui/modal/modal.tsx';
import { OB_TEXT } from '../open-banking-text.ts';

interface AreYouSureModalProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onUnderstand: () => void;
  onLink: () => void;
}

/** docs/product/screens.md screen 6: 'No thanks' asks once more before the decline. */
export function AreYouSureModal({ open, busy, onClose, onUnderstand, onLink }: AreYouSureModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={OB_TEXT.modalTitle}
      actions={
        <>
          <Button variant="secondary" onClick={onUnderstand} disabled={busy}>
            {OB_TEXT.understand}
          </Button>
          <Button onClick={onLink} disabled={busy}>
            {OB_TEXT.link}
          </Button>
        </>
      }
    >
      <p>{OB_TEXT.modalBody}</p>
    </Modal>
  );
}
