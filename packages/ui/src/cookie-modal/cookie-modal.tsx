import { Modal } from '../modal/modal.tsx';
import styles from './cookie-modal.module.css';

// Apart from the banner: a page that shows only the banner does not carry the modal's code.
type CookieModalProps = Omit<Parameters<typeof Modal>[0], 'className'>;

/** The 'Manage your cookies' dialog: a Modal at the cookie widths (80% small, 50% wide). */
export function CookieModal(props: CookieModalProps) {
  return <Modal {...props} className={styles.modalWidth} />;
}
