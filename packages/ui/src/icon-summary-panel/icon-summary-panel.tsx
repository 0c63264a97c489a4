import type { ReactNode } from 'react';
import { AnimatedIcon, type IconName } from '../animated-icons/animated-icon.tsx';
import styles from './icon-summary-panel.module.css';

export interface IconSummaryItem {
  icon: IconName;
  text: ReactNode;
}

interface IconSummaryPanelProps {
  heading?: ReactNode;
  items: readonly IconSummaryItem[];
}

/** A short list of reasons, each led by an icon (the hero's 'no impact on credit score' and so on). */
export function IconSummaryPanel({ heading, items }: IconSummaryPanelProps) {
  return (
    <div className={styles.panel}>
      {heading ? <h2 className={styles.heading}>{heading}</h2> : null}
      <ul className={styles.items} role="list">
        {items.map((item, index) => (
          // A fixed list of reasons: the index is a stable key.
          <li key={index} className={styles.item}>
            <AnimatedIcon name={item.icon} />
            <span>{item.text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
