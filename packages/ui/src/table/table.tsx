import type { ReactNode } from 'react';
import styles from './table.module.css';

export interface TableColumn {
  key: string;
  header: ReactNode;
  numeric?: boolean;
}

interface TableProps {
  caption: ReactNode;
  columns: readonly TableColumn[];
  rows: ReadonlyArray<Record<string, ReactNode>>;
  /** The first column names its row (a row header), as in 'Title | Mr'. */
  rowHeaders?: boolean;
}

/** A captioned data table (e.g. the details played back on the mismatch page); scrolls sideways on small screens. */
export function Table({ caption, columns, rows, rowHeaders = false }: TableProps) {
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? styles.numeric : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // Rows of a fixed table: the index is a stable key.
            <tr key={index}>
              {columns.map((column, columnIndex) => {
                const Cell = rowHeaders && columnIndex === 0 ? 'th' : 'td';
                return (
                  <Cell
                    key={column.key}
                    scope={Cell === 'th' ? 'row' : undefined}
                    className={column.numeric ? styles.numeric : undefined}
                  >
                    {row[column.key]}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
