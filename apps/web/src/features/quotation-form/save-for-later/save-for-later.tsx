import { useEffect, useState } from 'react';
import { offerSave } from '../../../common/save-offer/save-offer.ts';
import { Button } from '../../../common/ui/button/button.tsx';
import { SaveDialog, type SaveDialogProps } from './save-dialog.tsx';
import { SAVE_FOR_LATER_LABEL } from './save-for-later-texts.ts';
import styles from './save-for-later.module.css';

/** 'Save and come back later' under every stage (issue 23 item 3): a button and the dialog it opens. */
export function SaveForLater(props: Omit<SaveDialogProps, 'open' | 'onClose'>) {
  const [open, setOpen] = useState(false);
  // The time-out warning offers the same dialog while this form is on the page.
  useEffect(() => offerSave(() => setOpen(true)), []);
  return (
    <div className={styles.save}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {SAVE_FOR_LATER_LABEL}
      </Button>
      <SaveDialog {...props} open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
