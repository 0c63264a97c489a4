import type { ReactNode } from 'react';
import styles from './multi-panel.module.css';

interface MultiPanelSectionProps {
  /** Two or three panels; each is a column from 768px up and a row below. */
  panels: readonly ReactNode[];
  label?: string;
}

/** A section of side-by-side panels, e.g. 'how we decided' next to 'what you can do next'. */
export function MultiPanelSection({ panels, label }: MultiPanelSectionProps) {
  const columns = panels.length >= 3 ? styles.three : styles.two;
  return (
    <div className={`${styles.section} ${columns}`} role={label ? 'group' : undefined} aria-label={label}>
      {panels.map((panel, index) => (
        // Panels are fixed page sections: the index is a stable key.
        <div key={index} className={styles.panel}>
          {panel}
        </div>
      ))}
    </div>
  );
}
