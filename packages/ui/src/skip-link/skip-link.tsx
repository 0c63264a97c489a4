import styles from './skip-link.module.css';

interface SkipLinkProps {
  /** The id of the main content, which should have tabIndex={-1} to take focus. */
  targetId?: string;
  children?: string;
}

/** Lets keyboard users jump past the header straight to the page content (docs/product/screens.md item 12). */
export function SkipLink({ targetId = 'main-content', children = 'Skip to content' }: SkipLinkProps) {
  return (
    <a className={styles.skipLink} href={`#${targetId}`}>
      {children}
    </a>
  );
}
