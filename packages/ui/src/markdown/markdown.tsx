import { parseInline } from './parse-inline.tsx';
import styles from './markdown.module.css';

interface MarkdownProps {
  /** Brand text content: paragraphs separated by blank lines, with **bold** and [links](url). */
  source: string;
  /** External links open in a new tab (with the screen-reader warning). */
  newTabLinks?: boolean;
}

/**
 * A deliberately tiny renderer for brand copy. It builds React elements and never sets HTML,
 * so text from configuration cannot inject markup or script.
 */
export function Markdown({ source, newTabLinks = true }: MarkdownProps) {
  const paragraphs = source
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim().replace(/\s*\n\s*/g, ' '))
    .filter(Boolean);
  return (
    <div className={styles.markdown}>
      {paragraphs.map((paragraph, index) => (
        // Paragraphs of fixed copy: the index is a stable key.
        <p key={index}>{parseInline(paragraph, newTabLinks)}</p>
      ))}
    </div>
  );
}
