import type { ReactNode } from 'react';
import styles from './list.module.css';

export type ListKind = 'bullet' | 'number' | 'plain';

interface ListProps {
  items: readonly ReactNode[];
  kind?: ListKind;
}

/** A bulleted, numbered or plain list; numbered lists are <ol> so the order is announced. */
export function List({ items, kind = 'bullet' }: ListProps) {
  const Tag = kind === 'number' ? 'ol' : 'ul';
  return (
    <Tag className={`${styles.list} ${styles[kind]}`} role="list">
      {items.map((item, index) => (
        // Lists of fixed copy: the index is a stable key.
        <li key={index}>{item}</li>
      ))}
    </Tag>
  );
}
