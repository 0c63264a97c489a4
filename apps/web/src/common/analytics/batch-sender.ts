import type { EventsBody } from '@quickcheck/contracts';
import type { EventData, EventName } from './event-names.ts';

/** The shape `POST /api/events` validates, narrowed to our names and flat data. */
export interface QueuedEvent {
  name: EventName;
  at: string;
  data: EventData;
}

const FLUSH_DELAY_MS = 2000;
const MAX_BATCH = 20;

/**
 * Batches events into `POST /api/events`: after a short pause, when a batch is full, or with a
 * beacon when the page is hidden (a hidden page may never come back; a beacon survives the unload).
 */
export function createBatchSender(endpoint: string) {
  let queue: QueuedEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function takeBatch(): string | undefined {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return undefined;
    const batch: EventsBody = { events: queue };
    queue = [];
    return JSON.stringify(batch);
  }

  function flush(): Promise<void> {
    const body = takeBatch();
    if (!body) return Promise.resolve();
    return fetch(endpoint, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body,
      keepalive: true,
    }).then(
      () => undefined,
      () => undefined,
    );
  }

  function flushWithBeacon(): void {
    const body = takeBatch();
    if (!body) return;
    // A string goes as text/plain, which the server takes for beacons: no CORS preflight, and
    // unlike a Blob its body stays visible to the browser's own tools (and our e2e tests).
    const sent = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, body);
    if (!sent) queue = (JSON.parse(body) as { events: QueuedEvent[] }).events;
  }

  function send(event: QueuedEvent): void {
    queue.push(event);
    if (queue.length >= MAX_BATCH) void flush();
    else timer ??= setTimeout(() => void flush(), FLUSH_DELAY_MS);
  }

  /** Removes queued events not yet sent (a withdrawn consent: nothing more leaves under it). */
  function drop(test: (event: QueuedEvent) => boolean): void {
    queue = queue.filter((event) => !test(event));
  }

  return { send, flush, flushWithBeacon, drop };
}
export type BatchSender = ReturnType<typeof createBatchSender>;
