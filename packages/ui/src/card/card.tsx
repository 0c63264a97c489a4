import type { ReactNode } from 'react';
import styles from './card.module.css';

interface CardProps {
  heading?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** A brand-coloured top edge for the one card that matters most on a page. */
  highlight?: boolean;
  children: ReactNode;
}

/** A bordered box that groups related content, such as an offer or a next step. */
export function Card({ heading, headingLevel = 2, highlight = false, children }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={highlight ? `${styles.card} ${styles.highlight}` : styles.card}>
      {heading ? <Heading className={styles.heading}>{heading}</Heading> : null}
      {children}
    </section>
  );
}
