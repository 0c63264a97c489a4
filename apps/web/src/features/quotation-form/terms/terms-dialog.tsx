import { Link } from '../../../common/ui/link/link.tsx';
import { Modal } from '../../../common/ui/modal/modal.tsx';
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

/** The terms themselves: lazy, fetched when the visitor first opens them. */
export function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal title="Terms and conditions" open={open} onClose={onClose}>
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
  );
}
