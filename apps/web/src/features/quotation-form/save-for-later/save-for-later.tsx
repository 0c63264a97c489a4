import { useState } from 'react';
import { Button } from '../../../shared/ui/button/button.tsx';
import { SaveDialog, type SaveDialogProps } from './save-dialog.tsx';
import { SAVE_FOR_LATER_LABEL } from './save-for-later-texts.ts';
import styles from './save-for-later.module.css';

/** 'Save and come back later' under every stage (issue 23 item 3): a button and the dialog it opens. */
export function SaveForLater(props: Omit<SaveDialogProps, 'open' | 'onClose'>) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.save}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {SAVE_FOR_LATER_LABEL}
      </Button>
      <SaveDialog {...props} open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
