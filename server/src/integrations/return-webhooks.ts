import type { EntityManager } from 'typeorm';
import { formatOrderNumber } from '@common/order-status.js';
import type { WebhookEventTypeName } from '@common/integrations.js';
import { recordWebhookEvent } from './webhook-events.js';
import { ReturnLineEntity, ReturnRequestEntity } from '../returns/return-request.entity.js';
import type { ReturnStepEvent } from '../returns/return-events.js';

/**
 * Queues a return step's webhook event in the transaction that made the change, read back after it
 * so the event carries the status and refund just written. Subject `return:<id>`: one receiver
 * gets a return's events in the order they happened.
 */
export async function recordReturnWebhook(
  manager: EntityManager,
  type: WebhookEventTypeName,
  { request: step, order, orderLines }: ReturnStepEvent,
): Promise<void> {
  const request = await manager.findOneOrFail(ReturnRequestEntity, { where: { id: step.id } });
  const asked = await manager.find(ReturnLineEntity, { where: { returnId: request.id }, order: { orderLineId: 'ASC' } });
  await recordWebhookEvent(manager, type, {
    id: request.id,
    orderId: order.id,
    orderNumber: formatOrderNumber(order.orderNumber),
    status: request.status,
    reason: request.reason,
    note: request.note,
    rejectionReason: request.rejectionReason,
    lines: asked.map((line) => {
      const bought = orderLines.find((candidate) => candidate.id === line.orderLineId);
      return { orderLineId: line.orderLineId, name: bought?.name ?? 'Item', size: bought?.size ?? '', quantity: line.quantity };
    }),
    refundPaise: request.refundPaise,
    createdAt: request.createdAt.toISOString(),
  });
}
