import { AGGREGATOR_CODES } from '@quickcheck/brands';
import { Suspense } from 'react';
import { AfterHydration } from '../../../common/device/after-hydration.tsx';
import { lazyComponent } from '../../../common/lazy/lazy-import.ts';
import styles from './aggregator-wordmark.module.css';

type AggregatorCode = (typeof AGGREGATOR_CODES)[number];

const Drawing = lazyComponent(
  async () => (await import('./aggregator-wordmark-drawing.tsx')).AggregatorWordmarkDrawing,
);

const hasWordmark = (code: string): code is AggregatorCode => (AGGREGATOR_CODES as readonly string[]).includes(code);

/** docs/product/overview.md: on an aggregator view, the comparison site's wordmark (the codes that have one). */
export function AggregatorWordmark({ consumerName }: { consumerName: string }) {
  if (!hasWordmark(consumerName)) return null;
  return (
    // The box keeps the wordmark's height while its chunk loads, so the title below does not move.
    // The server draws the box alone: the drawing is a lazy part.
    <div className={styles.box}>
      <AfterHydration>
        <Suspense fallback={null}>
          <Drawing code={consumerName} />
        </Suspense>
      </AfterHydration>
    </div>
  );
}
