import { onConsentChange, readConsent, type ConsentLevels } from '../consent/consent-levels.ts';
import { createBatchSender, type BatchSender, type QueuedEvent } from './batch-sender.ts';
import type {
  AdvertisingEventName,
  AnalyticsEventName,
  ConsentEventName,
  CtaEventData,
  EventData,
  EventName,
} from './event-names.ts';

export type { AnalyticsEventName, ConsentEventName, EventData } from './event-names.ts';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Which consent level an event needs before it may leave the page (docs/product/data.md 'Consent levels'). */
type Level = 'necessary' | 'siteImprovement' | 'advertising';

// Events tracked before the visitor chose stay here, in memory only, until the choice allows them.
const MAX_HELD = 50;
let held: { event: QueuedEvent; level: Level }[] = [];
let sender: BatchSender | undefined;
const listeners = new Set<(event: QueuedEvent) => void>();

function allowed(level: Level, consent: ConsentLevels | undefined): boolean | undefined {
  if (level === 'necessary') return true;
  return consent?.[level];
}

// The level each released event needed: a withdrawal drops what is queued under it, unsent.
const levels = new WeakMap<QueuedEvent, Level>();

// The two sinks: the page's dataLayer (for a tag manager) and the batched POST.
function release(event: QueuedEvent, level: Level): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ event: event.name, ...event.data });
  levels.set(event, level);
  sender?.send(event);
}

function dispatch(event: QueuedEvent, level: Level): void {
  for (const listener of listeners) listener(event);
  const verdict = allowed(level, readConsent());
  if (verdict === true) release(event, level);
  else if (verdict === undefined) held = [...held, { event, level }].slice(-MAX_HELD);
}

function onChoice(consent: ConsentLevels): void {
  sender?.drop((event) => allowed(levels.get(event) ?? 'necessary', consent) !== true);
  const waiting = held;
  held = [];
  for (const { event, level } of waiting) if (allowed(level, consent)) release(event, level);
}

/** Turns sending on; until then events reach only the dataLayer (tests and pages without config send nothing). */
export function configureAnalytics(eventsUrl: string): void {
  if (!sender) {
    window.addEventListener('pagehide', () => sender?.flushWithBeacon());
    // Hidden comes after pagehide when a page unloads, and field vitals are final only then
    // (web-vitals listens in the capture phase, so they are queued before this runs).
    window.addEventListener(
      'visibilitychange',
      () => document.visibilityState === 'hidden' && sender?.flushWithBeacon(),
    );
    onConsentChange(onChoice);
  }
  sender = createBatchSender(eventsUrl);
}

/** Sends what is queued now; resolves once the request has settled. */
export function flushAnalytics(): Promise<void> {
  return sender?.flush() ?? Promise.resolve();
}

/**
 * A docs/product/journey.md site-improvement event: leaves the page only with level-2 consent. `ctaButtonClick`
 * has one shape, `action` (trackCta in track-interactions.ts builds it).
 */
export function track(name: 'ctaButtonClick', data: CtaEventData): void;
export function track(name: Exclude<AnalyticsEventName, 'ctaButtonClick'>, data?: EventData): void;
export function track(name: AnalyticsEventName, data: EventData = {}): void {
  dispatch({ name, at: new Date().toISOString(), data }, 'siteImprovement');
}

/** A consent event: the record of the choice itself, always sent. */
export function trackConsent(name: ConsentEventName, data: EventData = {}): void {
  dispatch({ name, at: new Date().toISOString(), data }, 'necessary');
}

/** An advertising tag's event: leaves the page only with level-3 consent. */
export function trackAdvertising(name: AdvertisingEventName, data: EventData = {}): void {
  dispatch({ name, at: new Date().toISOString(), data }, 'advertising');
}

/**
 * Hears every event tracked in the page, whatever the consent: only code that is itself loaded
 * after consent may listen (the level-3 advertising tag, for its conversions).
 */
export function onTracked(listener: (event: { name: EventName; data: EventData }) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets held events and listeners between tests. */
export function resetAnalyticsForTests(): void {
  held = [];
  listeners.clear();
}
