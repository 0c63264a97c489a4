import { footerContent, type BrandId } from '@quickcheck/brands';
import { track } from '../../../common/analytics/analytics.ts';
import type { LoadedBrand } from '../../../common/brand/brand-loader.ts';
import { CookieSettingsButton } from '../../../common/consent/cookie-settings-button/cookie-settings-button.tsx';
import { Footer } from '../../../common/ui/footer/footer.tsx';
import styles from './site-footer.module.css';

interface SiteFooterProps {
  brand: BrandId;
  loaded: LoadedBrand | 'loading';
  /** The `s` the visitor arrived with, carried on to every footer link (docs/product/screens.md). */
  s?: string | undefined;
  /** Tests fix the year; pages use today's (docs/product/screens.md: the year comes from the current date). */
  year?: number;
}

/** The brand's footer (docs/product/screens.md 'Footers'): links in new tabs, the copyright and any broker notices. */
export function SiteFooter({ brand, loaded, s, year = new Date().getFullYear() }: SiteFooterProps) {
  // The footer's words come with the brand chunk; until then (or if nothing loads) only the landmark.
  if (!loaded || loaded === 'loading') return <footer className={styles.pending} />;
  const footer = footerContent(loaded.footer, { year, s });
  return (
    <Footer
      links={footer.links}
      copyright={footer.copyright}
      notices={footer.notices}
      onLinkClick={(link) => track('footerLinkClick', { link: link.text, brand })}
      actions={<CookieSettingsButton />}
    />
  );
}
