import { useId, useState, type ReactNode } from 'react';
import { useClosingState } from './use-closing-state.ts';
import styles from './accordion.module.css';

interface AccordionItemProps {
  title: ReactNode;
  children: ReactNode;
  /** Controlled: the parent owns the open state and listens to onToggle. */
  open?: boolean;
  /** Uncontrolled: the item starts open or closed and keeps its own state. */
  defaultOpen?: boolean;
  onToggle?: (open: boolean) => void;
  /** The heading level of the title, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

/** One disclosure of an accordion (WAI-ARIA accordion pattern), with a 250 ms close animation. */
export function AccordionItem({
  title,
  children,
  open,
  defaultOpen = false,
  onToggle,
  headingLevel = 3,
}: AccordionItemProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const state = useClosingState(isOpen);
  const id = useId();
  const Heading = `h${headingLevel}` as const;

  const toggle = () => {
    if (open === undefined) setOwnOpen(!isOpen);
    onToggle?.(!isOpen);
  };

  return (
    <div className={styles.item}>
      <Heading className={styles.heading}>
        <button
          type="button"
          className={styles.trigger}
          id={`${id}-trigger`}
          aria-expanded={isOpen}
          aria-controls={`${id}-panel`}
          onClick={toggle}
        >
          {title}
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </Heading>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-trigger`}
        className={styles.panel}
        data-state={state}
        hidden={state === 'closed'}
      >
        {children}
      </div>
    </div>
  );
}

/** A stack of accordion items between two rules. */
export function Accordion({ children }: { children: ReactNode }) {
  return <div className={styles.accordion}>{children}</div>;
}
