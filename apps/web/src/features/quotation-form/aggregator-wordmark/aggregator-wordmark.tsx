import { AGGREGATOR_CODES } from '@quickcheck/brands';
import { Suspense } from 'react';
import { useInBrowser } from '../../../shared/device/browser-only.ts';
import { lazyComponent } from '../../../shared/lazy/lazy-import.ts';
import styles from './aggregator-wordmark.module.css';

type AggregatorCode = (typeof AGGREGATOR_CODES)[number];

const Drawing = lazyComponent(
  async () => (await import('./aggregator-wordmark-drawing.tsx')).AggregatorWordmarkDrawing,
);

const hasWordmark = (code: string): code is AggregatorCode => (AGGREGATOR_CODES as readonly string[]).includes(code);

/** Spec §1: on an aggregator view, the comparison site's wordmark (the codes that have one). */
export function AggregatorWordmark({ consumerName }: { consumerName: string }) {
  const inBrowser = useInBrowser();
  if (!hasWordmark(consumerName)) return null;
  return (
    // The box keeps the wordmark's height while its chunk loads, so the title below does not move.
    // The server draws the box alone: a lazy part it cannot finish would be a Suspense boundary
    // React reports on hydrating as an error (#419), though nothing went wrong.
    <div className={styles.box}>
      {inBrowser ? (
        <Suspense fallback={null}>
          <Drawing code={consumerName} />
        </Suspense>
      ) : null}
    </div>
  );
}
