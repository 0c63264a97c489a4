import type { ReactNode } from 'react';
import { cx } from '../utils/class-names.ts';
import styles from './text.module.css';

export type TextVariant = 'title' | 'heading' | 'subheading' | 'lead' | 'body' | 'small';
type TextElement = 'h1' | 'h2' | 'h3' | 'h4' | 'p' | 'span' | 'div';

const DEFAULT_ELEMENT: Record<TextVariant, TextElement> = {
  title: 'h1',
  heading: 'h2',
  subheading: 'h3',
  lead: 'p',
  body: 'p',
  small: 'p',
};

interface TextProps {
  variant?: TextVariant;
  /** The element, when the outline needs a different level than the look (an h2 that looks like a title). */
  as?: TextElement;
  muted?: boolean;
  children: ReactNode;
}

/** The type scale: the variant sets the look, `as` the meaning, so headings stay in order. */
export function Text({ variant = 'body', as, muted = false, children }: TextProps) {
  const Element = as ?? DEFAULT_ELEMENT[variant];
  return <Element className={cx(styles.text, styles[variant], muted && styles.muted)}>{children}</Element>;
}
