import { AGGREGATOR_WORDMARKS, type AggregatorCode } from '@quickcheck/brands/aggregator-wordmarks';
import { BrandLogo } from '../../../common/ui/brand-logo/brand-logo.tsx';
import styles from './aggregator-wordmark.module.css';

/** The comparison site the visitor came from, by its wordmark (a lazy chunk: only its visitors need it). */
export function AggregatorWordmarkDrawing({ code }: { code: AggregatorCode }) {
  return (
    <p className={styles.from}>
      <span>You came to us from</span>
      <BrandLogo logo={AGGREGATOR_WORDMARKS[code]} />
    </p>
  );
}
