import type { WebhookQueueOptions } from '../../src/partner/webhooks/webhook-queue.ts';

/** Short clocks for the kill -9 test: a delivery active 2 s with its process gone is tried again. */
export const CRASH_TEST_QUEUE = {
  retry: { retryLimit: 3, retryDelaySeconds: 1, retryBackoff: false },
  expireInSeconds: 2,
  pollingIntervalSeconds: 0.5,
  superviseIntervalSeconds: 1,
} satisfies Partial<WebhookQueueOptions>;
