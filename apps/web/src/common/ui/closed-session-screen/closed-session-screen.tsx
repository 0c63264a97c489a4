import type { ReactNode } from 'react';
import { PageContent } from '../page-content/page-content.tsx';
import styles from './closed-session-screen.module.css';

interface ClosedSessionScreenProps {
  title: string;
  /** Why the session closed: one or more paragraphs. */
  children: ReactNode;
  /** The way on, usually one 'start again' button. */
  action: ReactNode;
}

/**
 * The layout of the two screens that replace a closed session (docs/product/screens.md screen 9): expired and timed
 * out. The page changed under the visitor without a navigation: its heading says what happened.
 */
export function ClosedSessionScreen({ title, children, action }: ClosedSessionScreenProps) {
  return (
    <PageContent title={title} replacesPage>
      <div className={styles.text}>{children}</div>
      <div className={styles.actions}>{action}</div>
    </PageContent>
  );
}
