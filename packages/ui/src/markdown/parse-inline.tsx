import type { ReactNode } from 'react';
import { Link } from '../link/link.tsx';

// **bold** or [text](url): the only inline forms content authors need (docs/product/constants.md 'markdown').
const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Only these link targets are rendered as links: no javascript:, data: or other schemes. */
export function isSafeHref(href: string): boolean {
  return /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i.test(href);
}

/** Turns one paragraph's text into React nodes; anything else stays literal text, never HTML. */
export function parseInline(text: string, newTabLinks: boolean): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index;
    if (index > last) nodes.push(text.slice(last, index));
    const [whole, bold, linkText, href] = match;
    if (bold !== undefined) {
      nodes.push(<strong key={index}>{bold}</strong>);
    } else if (linkText !== undefined && href !== undefined && isSafeHref(href)) {
      const external = /^https?:\/\//i.test(href);
      nodes.push(
        <Link key={index} href={href} newTab={newTabLinks && external}>
          {linkText}
        </Link>,
      );
    } else {
      nodes.push(linkText ?? whole);
    }
    last = index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}
