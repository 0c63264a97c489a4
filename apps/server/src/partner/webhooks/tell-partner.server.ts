import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { WebhookEvent, WebhookQueue } from './webhook-queue.server.ts';

/**
 * Queues the partner's webhook for a quotation it sent, if any. The visitor's own request has
 * succeeded by then: a queue that cannot be reached is logged (quotation id only), not shown to them.
 */
export async function tellPartner(
  services: { webhooks?: WebhookQueue | undefined; clock: Clock },
  request: FastifyRequest,
  event: WebhookEvent,
  quotationId: string,
): Promise<void> {
  if (!services.webhooks) return;
  try {
    await services.webhooks.notify(event, quotationId, services.clock.now());
  } catch (error) {
    request.log.error({ err: error, event, quotationId }, 'partner webhook not queued');
  }
}
