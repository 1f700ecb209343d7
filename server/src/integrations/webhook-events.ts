import type { EntityManager } from 'typeorm';
import type { WebhookEventTypeName } from '@common/integrations.js';

/**
 * The seam between the shop's domain events and its webhooks: the subscribers in
 * webhook-subscribers.ts call this with the manager of the transaction that makes the change, and
 * a delivery is queued for every endpoint subscribed to `type` exactly when (and only if) that
 * transaction commits. The dispatcher (webhook.service.ts) sends them afterwards. One statement;
 * with no endpoint subscribed it inserts nothing. Webhook names (`order.status_changed`) are the
 * API's, for integrators; the domain events (kernel/event-bus.ts) are the code's, and one domain
 * event may send none, one or several webhooks.
 *
 * Two kinds of change queue theirs from database triggers instead, in the same transaction and
 * with no statement of their own: product writes (catalogue edits are single statements, and
 * stock falls from several places) and order creation (the checkout's statements are budgeted).
 * See migrations 1765800000000 and 1765800100000.
 *
 * Payloads carry ids and the facts of the change, not whole records: receivers fetch the rest
 * with `order(id)` or `product(id)`, so a retried delivery never carries stale details.
 */
export async function recordWebhookEvent(
  manager: EntityManager,
  type: WebhookEventTypeName,
  payload: Record<string, unknown>,
): Promise<void> {
  await manager.query('SELECT webhook_enqueue($1, $2::jsonb)', [type, JSON.stringify(payload)]);
}
