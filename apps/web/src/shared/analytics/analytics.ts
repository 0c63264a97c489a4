import type { AnalyticsEventBody, EventsBody } from '@quickcheck/contracts';

/** Spec §4 analytics event names (the spec's spelling, typo included). */
export type AnalyticsEventName =
  | 'accordionClick'
  | 'expiryPageShown'
  | 'permisssionCheckBoxSelect'
  | 'fieldFocus'
  | 'footerLinkClick'
  | 'modalOpen'
  | 'submissionResult'
  | 'ctaButtonClick'
  | 'formErrors'
  | 'quoteSession'
  | 'pageView'
  | 'quoteSubmission'
  | 'backButtonClick';

/** Only flags, codes and counts: callers must never pass answers or other personal data. */
export type AnalyticsData = Record<string, string | number | boolean | readonly string[]>;

/** The shape `POST /api/events` validates (contracts' eventsBodySchema), narrowed to our names. */
interface AnalyticsEvent extends AnalyticsEventBody {
  name: AnalyticsEventName;
  at: string;
  data: AnalyticsData;
}

const FLUSH_DELAY_MS = 2000;
const MAX_BATCH = 20;

let endpoint: string | undefined;
let queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

function takeBatch(): string | undefined {
  if (timer) clearTimeout(timer);
  timer = undefined;
  if (!endpoint || queue.length === 0) return undefined;
  const batch: EventsBody = { events: queue };
  const body = JSON.stringify(batch);
  queue = [];
  return body;
}

/** Sends what is queued now. */
export function flushAnalytics(): void {
  const body = takeBatch();
  if (!body || !endpoint) return;
  void fetch(endpoint, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => undefined);
}

// A page being hidden may never come back: the beacon survives the unload where fetch may not.
function flushWithBeacon(): void {
  const body = takeBatch();
  if (!body || !endpoint) return;
  const sent =
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(endpoint, new Blob([body], { type: 'application/json' }));
  if (!sent) queue = (JSON.parse(body) as { events: AnalyticsEvent[] }).events;
}

/** Turns tracking on; until then `track` only queues (tests and pages without config send nothing). */
export function configureAnalytics(eventsUrl: string): void {
  if (!endpoint) window.addEventListener('pagehide', flushWithBeacon);
  endpoint = eventsUrl;
}

/** Queues an event; batches go out after a short pause, when the batch is full, or on page hide. */
export function track(name: AnalyticsEventName, data: AnalyticsData = {}): void {
  queue.push({ name, at: new Date().toISOString(), data });
  if (!endpoint) {
    queue = queue.slice(-MAX_BATCH);
    return;
  }
  if (queue.length >= MAX_BATCH) flushAnalytics();
  else timer ??= setTimeout(flushAnalytics, FLUSH_DELAY_MS);
}
