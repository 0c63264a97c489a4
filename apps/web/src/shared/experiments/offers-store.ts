import type { ExperimentData, Offer, OffersResponse } from '@quickcheck/contracts';
import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * Where the experiments client leaves the visitor's applied offers: the texts they replace,
 * read by whatever feature shows them (the hero), and the spec §3 experiment data that goes
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
 * experiment (spec §3 has room for one; activities come in configuration order).
 */
export function applyOffers({ tntId, offers }: OffersResponse): void {
  const [first] = offers;
  set({
    content: offerContentOf(offers),
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
 * The texts of the offers a server render draws with (decision 008: the server decided them from
 * the request's cookies). Only the server needs it: one store serves every request there, while the
 * browser applies the page's offers to the store before its first render (`applyOffers`).
 */
export const DrawnOfferContent = createContext<Offer['content'] | undefined>(undefined);

/** The applied texts, keyed by OFFER_TEXT_KEYS; re-renders when offers apply. */
export function useOfferContent(): Offer['content'] {
  const drawn = useContext(DrawnOfferContent);
  // Hydration reads the server snapshot: the browser's store already holds what the server drew.
  return useSyncExternalStore(
    subscribe,
    () => applied.content,
    () => drawn ?? applied.content,
  );
}

/** The texts an offers answer sets, every offer's together. */
export function offerContentOf(offers: OffersResponse['offers']): Offer['content'] {
  return Object.assign({}, ...offers.map((offer) => offer.content)) as Offer['content'];
}
