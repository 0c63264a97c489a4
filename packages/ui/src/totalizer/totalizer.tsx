import styles from './totalizer.module.css';

export interface TotalizerItem {
  label: string;
  /** Whole pounds. */
  amount: number;
}

interface TotalizerProps {
  items: readonly TotalizerItem[];
  totalLabel?: string;
}

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

/** Adds up amounts (e.g. yearly income from each source) and shows the total under a rule. */
export function Totalizer({ items, totalLabel = 'Total' }: TotalizerProps) {
  const total = items.reduce((sum, item) => sum + item.amount, 0);
  return (
    <dl className={styles.totalizer}>
      {items.map((item) => (
        <div key={item.label} className={styles.row}>
          <dt>{item.label}</dt>
          <dd>{pounds.format(item.amount)}</dd>
        </div>
      ))}
      <div className={`${styles.row} ${styles.total}`}>
        <dt>{totalLabel}</dt>
        <dd>{pounds.format(total)}</dd>
      </div>
    </dl>
  );
}
