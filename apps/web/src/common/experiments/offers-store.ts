import type { ExperimentData, Offer, OffersResponse } from '@quickcheck/contracts';
import { useSyncExternalStore } from 'react';

/**
 * Where the experiments client leaves the visitor's applied offers: the texts they replace,
 * read by whatever feature shows them (the hero), and the docs/product/data.md experiment data that goes
 * with the quote. Shared so features read it without importing the experiments feature.
 */
interface AppliedOffers {
  content: Offer['content'];
  experiment: ExperimentData;
}

const NONE: AppliedOffers = { content: {}, experiment: {} };
let applied = NONE;
const listeners = new Set<() => void>();

function set(next: AppliedOffers): void {
  applied = next;
  for (const listener of listeners) listener();
}

/**
 * Applies an offers answer. Every offer's texts apply; the quote carries the first offer's
 * experiment (docs/product/data.md has room for one; activities come in configuration order).
 */
export function applyOffers({ tntId, offers }: OffersResponse): void {
  const [first] = offers;
  set({
    content: Object.assign({}, ...offers.map((offer) => offer.content)) as Offer['content'],
    experiment: first
      ? {
          tntId,
          activityId: first.activityId,
          activityName: first.activityName,
          experienceId: first.experienceId,
          experienceName: first.experienceName,
        }
      : {},
  });
}

/** Consent withdrawn: the wording on screen stays (no flicker), the tracking data no longer travels. */
export function forgetExperimentData(): void {
  set({ ...applied, experiment: {} });
}

/** Back to no offers (tests). */
export function resetOffers(): void {
  set(NONE);
}

/** The experiment data for the quote; empty outside any experiment. */
export function appliedExperimentData(): ExperimentData {
  return applied.experiment;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The applied texts, keyed by OFFER_TEXT_KEYS; re-renders when offers apply. Hydration reads the
 * server snapshot: the browser applies the page's offers before its first render (decision 008),
 * and the server applies a request's around its synchronous render (`drawWithOffers`).
 */
export function useOfferContent(): Offer['content'] {
  return useSyncExternalStore(
    subscribe,
    () => applied.content,
    () => applied.content,
  );
}

/**
 * A server render drawn with a visitor's offers. The one store serves every request on the server,
 * which is safe only because `draw` (renderToString) is synchronous: no other request renders
 * until it returns, and the store is emptied again before then.
 */
export function drawWithOffers<T>(offers: OffersResponse | undefined, draw: () => T): T {
  if (offers) applyOffers(offers);
  try {
    return draw();
  } finally {
    if (offers) resetOffers();
  }
}
