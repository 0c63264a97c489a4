import { useState } from 'react';
import { track } from '../../../common/analytics/analytics.ts';
import { trackCta } from '../../../common/analytics/track-interactions.ts';
import { Button } from '../../../common/ui/button/button.tsx';
import { lazyComponent } from '../../../common/lazy/lazy-import.ts';
import { OnceOpened } from '../../../common/lazy/once-opened.tsx';
import { loadFormDialogs } from '../form-dialogs-loader.ts';
import styles from './terms-modal.module.css';

const TermsDialog = lazyComponent(async () => (await loadFormDialogs()).TermsDialog);

/** docs/product/screens.md item 12: the terms and conditions, opened from a link-styled button under the form. */
export function TermsAndConditions() {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.terms}>
      <p>
        By checking your eligibility you agree to our{' '}
        <Button
          variant="link"
          onClick={() => {
            trackCta('termsAndConditions');
            track('modalOpen', { modal: 'terms' });
            setOpen(true);
          }}
        >
          terms and conditions
        </Button>
        .
      </p>
      <OnceOpened open={open}>
        <TermsDialog open={open} onClose={() => setOpen(false)} />
      </OnceOpened>
    </div>
  );
}
