import { useState } from 'react';
import { track } from '../../../shared/analytics/analytics.ts';
import { trackCta } from '../../../shared/analytics/track-interactions.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import { Modal } from '../../../shared/ui/modal/modal.tsx';
import { Link } from '../../../shared/ui/link/link.tsx';
import { AGENCY_LINKS, SUPPORT_LINKS, TERMS_PARAGRAPHS } from './terms-content.ts';
import styles from './terms-modal.module.css';

function ExternalLinks({ links }: { links: readonly { text: string; url: string }[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.url}>
          <Link newTab href={link.url}>
            {link.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Spec §2 item 12: the terms and conditions, opened from a link-styled button under the form. */
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
      <Modal title="Terms and conditions" open={open} onClose={() => setOpen(false)}>
        <div className={styles.body}>
          {TERMS_PARAGRAPHS.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <h3 className={styles.subheading}>Credit reference agencies</h3>
          <ExternalLinks links={AGENCY_LINKS} />
          <h3 className={styles.subheading}>Help and support</h3>
          <ExternalLinks links={SUPPORT_LINKS} />
        </div>
      </Modal>
    </div>
  );
}
