import { footerContent, type BrandId } from '@quickcheck/brands';
import { track } from '../../../shared/analytics/analytics.ts';
import type { LoadedBrand } from '../../../shared/brand/brand-loader.ts';
import { ExternalLink } from '../external-link/external-link.tsx';
import styles from './site-footer.module.css';

interface SiteFooterProps {
  brand: BrandId;
  loaded: LoadedBrand | 'loading';
  /** The `s` the visitor arrived with, carried on to every footer link (spec §2). */
  s?: string | undefined;
  /** Tests fix the year; pages use today's (spec §2: the year comes from the current date). */
  year?: number;
}

/** The brand's footer (spec §2 'Footers'): links in new tabs, the copyright and any broker notices. */
export function SiteFooter({ brand, loaded, s, year = new Date().getFullYear() }: SiteFooterProps) {
  // The footer's words come with the brand chunk; until then (or if nothing loads) only the landmark.
  const footer = loaded && loaded !== 'loading' ? footerContent(loaded.footer, { year, s }) : undefined;
  return (
    <footer className={styles.footer}>
      {footer && (
        <div className={styles.inner}>
          <nav aria-label="Legal and support">
            <ul className={styles.links} role="list">
              {footer.links.map((link) => (
                <li key={link.text}>
                  <ExternalLink
                    className={styles.link}
                    href={link.url}
                    onClick={() => track('footerLinkClick', { link: link.text, brand })}
                  >
                    {link.text}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </nav>
          <p className={styles.copyright}>{footer.copyright}</p>
          {footer.notices.map((notice) => (
            <p key={notice} className={styles.notice}>
              {notice}
            </p>
          ))}
        </div>
      )}
    </footer>
  );
}
