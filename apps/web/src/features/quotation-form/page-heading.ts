import { withArticle } from '@quickcheck/brands';
import { useEffect } from 'react';

export interface PageHeadingInput {
  brandName: string;
  /** A quotation id in the address: the visitor edits stored answers. */
  editing: boolean;
  /** A comparison site's visitor (the page config's journey). */
  aggregator: boolean;
}

export interface PageHeading {
  title: string;
  subtitle?: string;
}

/** docs/product/screens.md screen 1: the form's title; edit mode says 'Edit your details', and aggregator edits differ again. */
export function pageHeading({ brandName, editing, aggregator }: PageHeadingInput): PageHeading {
  if (editing && aggregator) {
    return {
      title: 'Check the details from your comparison site',
      subtitle: "We've filled in what you told the comparison site. Change anything that's wrong, then check again.",
    };
  }
  if (editing) {
    return {
      title: 'Edit your details',
      subtitle: 'Check your answers, change anything that is wrong and try again.',
    };
  }
  return { title: `Check if you're eligible for ${withArticle(brandName)} credit card` };
}

/** The body attribute the layout reads to hide the header logo on aggregator-consumer views (docs/product/screens.md). */
export const AGGREGATOR_VIEW_ATTRIBUTE = 'data-aggregator-view';

/** Marks <body> while an aggregator's visitor is on the form; the shell's CSS hides its logo from that. */
export function useAggregatorView(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    document.body.setAttribute(AGGREGATOR_VIEW_ATTRIBUTE, 'true');
    return () => document.body.removeAttribute(AGGREGATOR_VIEW_ATTRIBUTE);
  }, [active]);
}
