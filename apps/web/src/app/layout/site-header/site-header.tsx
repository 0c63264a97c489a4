import { BRAND_TEXT, type BrandId } from '@quickcheck/brands';
import type { LoadedBrand } from '../../../common/brand/brand-loader.ts';
import { Link } from '../../../common/ui/link/link.tsx';
import { BrandLogo } from '../../../common/ui/brand-logo/brand-logo.tsx';
import { Header } from '../../../common/ui/header/header.tsx';
import styles from './site-header.module.css';

interface SiteHeaderProps {
  brand: BrandId;
  loaded: LoadedBrand | 'loading';
}

function HeaderBrand({ brand, loaded }: SiteHeaderProps) {
  // The logo box keeps its size while the chunk loads, so nothing below it moves.
  if (loaded === 'loading') return <span className={styles.placeholder} />;
  // Nothing could load: the name, in text, still tells the visitor where they are.
  if (!loaded) return <p className={styles.name}>{BRAND_TEXT[brand].name}</p>;
  const { logo, poweredBy } = loaded;
  if (!poweredBy) return <BrandLogo logo={logo} />;
  // docs/product/screens.md: the postoffice logo is combined with 'Powered by', each linking to its company's site.
  return (
    <div className={styles.lockup}>
      <Link newTab className={styles.logoLink} href={poweredBy.partnerUrl}>
        <BrandLogo logo={logo} />
      </Link>
      <p className={styles.poweredBy}>
        Powered by{' '}
        <Link newTab href={poweredBy.providerUrl}>
          {poweredBy.providerName}
        </Link>
      </p>
    </div>
  );
}

/** The page's banner (the design system's Header): the brand's logo above a band of the brand colour. */
export function SiteHeader(props: SiteHeaderProps) {
  return <Header className={styles.siteHeader} logo={<HeaderBrand {...props} />} />;
}
