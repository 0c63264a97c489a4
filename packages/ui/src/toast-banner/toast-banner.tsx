import type { ReactNode } from 'react';
import { AnimatedIcon } from '../animated-icons/animated-icon.tsx';
import styles from './toast-banner.module.css';

export type ToastTone = 'info' | 'success' | 'error' | 'alert';

interface ToastBannerProps {
  tone?: ToastTone;
  children: ReactNode;
  /** Shows a × button; the banner stays until the visitor closes it (no timed disappearance, WCAG 2.2.1). */
  onDismiss?: () => void;
}

/** A message at the top of the content; errors interrupt (role=alert), the rest wait (role=status). */
export function ToastBanner({ tone = 'info', children, onDismiss }: ToastBannerProps) {
  const toneClass = tone === 'info' ? '' : ` ${styles[tone]}`;
  return (
    <div className={`${styles.toast}${toneClass}`} role={tone === 'error' ? 'alert' : 'status'}>
      <AnimatedIcon name={tone} />
      <p className={styles.message}>{children}</p>
      {onDismiss ? (
        <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label="Dismiss message">
          ×
        </button>
      ) : null}
    </div>
  );
}
