import { Modal } from '../../../common/ui/modal/modal.tsx';
import type { HeroReason } from './hero-reasons.ts';
import styles from './hero.module.css';

/** A reason's explanation (instant-issuance mode): lazy, fetched when a reason is first opened. */
export function HeroReasonDialog({ reason, onClose }: { reason: HeroReason | undefined; onClose: () => void }) {
  return (
    <Modal title={reason?.label} open={reason !== undefined} onClose={onClose}>
      <div className={styles.explanation}>
        {reason?.explanation.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Modal>
  );
}
