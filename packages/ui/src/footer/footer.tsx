import type { ReactNode } from 'react';
import { Link } from '../link/link.tsx';
import styles from './footer.module.css';

export interface FooterLink {
  text: string;
  url: string;
}

interface FooterProps {
  links: readonly FooterLink[];
  /** The copyright line, e.g. '© 2026 QuickCheck Cards Ltd'. */
  copyright: ReactNode;
  /** Legal notices: registered office, company number, trademark, credit-broker wording. */
  notices?: readonly ReactNode[];
  /** Footer links leave the site for the provider's legal pages, so they open in a new tab. */
  newTab?: boolean;
  linksLabel?: string;
  /** Told of each link followed (analytics: footerLinkClick). */
  onLinkClick?: (link: FooterLink) => void;
  /** Controls that act on this page rather than leave it (e.g. the app's 'Cookie settings' button). */
  actions?: ReactNode;
}

/** The brand footer, presentational only: the brand package decides the links and words. */
export function Footer({
  links,
  copyright,
  notices = [],
  newTab = true,
  linksLabel = 'Legal and support',
  onLinkClick,
  actions,
}: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={linksLabel}>
          <ul className={styles.links} role="list">
            {links.map((link) => (
              <li key={link.url}>
                <Link href={link.url} newTab={newTab} onClick={onLinkClick && (() => onLinkClick(link))}>
                  {link.text}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
        {notices.map((notice, index) => (
          // Notices are fixed legal sentences in a fixed order: the index is a stable key.
          <p key={index} className={styles.notice}>
            {notice}
          </p>
        ))}
        <p className={styles.notice}>{copyright}</p>
      </div>
    </footer>
  );
}
