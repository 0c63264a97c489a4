import type { ReactNode } from 'react';
import { VisuallyHidden } from '../../../shared/ui/visually-hidden/visually-hidden.tsx';

interface ExternalLinkProps {
  href: string;
  className?: string | undefined;
  onClick?: (() => void) | undefined;
  children: ReactNode;
}

/**
 * A link that opens in a new tab (spec §2 'Footers'), saying so to screen-reader users
 * (WCAG G201). noopener: the new page gets no handle on this one.
 */
export function ExternalLink({ href, className, onClick, children }: ExternalLinkProps) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {children} <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
    </a>
  );
}
