import type { EntityManager } from 'typeorm';
import { formatOrderNumber } from '@common/order-status.js';
import { recordEvent } from '../integrations/domain-events.js';
import type { OrderEntity } from '../orders/order.entity.js';
import type { OrderLineEntity } from '../orders/order-line.entity.js';
import { ReturnLineEntity, ReturnRequestEntity, type ReturnStatus } from './return-request.entity.js';

/** The webhook event each step of a return sends (RECEIVED sends none: its refund's completion does). */
const EVENT_OF = {
  REQUESTED: 'return.requested',
  APPROVED: 'return.approved',
  REJECTED: 'return.rejected',
  REFUNDED: 'return.refunded',
} as const;

/**
 * Queues the return's webhook event in the transaction that made the change, read back after it
 * so the event carries the status and refund just written. Subject `return:<id>`: one receiver
 * gets a return's events in the order they happened.
 */
export async function recordReturnEvent(
  manager: EntityManager,
  returnId: string,
  order: Pick<OrderEntity, 'id' | 'orderNumber'>,
  lines: OrderLineEntity[],
): Promise<void> {
  const request = await manager.findOneOrFail(ReturnRequestEntity, { where: { id: returnId } });
  const status = request.status as Exclude<ReturnStatus, 'RECEIVED'>;
  if (!(status in EVENT_OF)) return;
  const asked = await manager.find(ReturnLineEntity, { where: { returnId }, order: { orderLineId: 'ASC' } });
  await recordEvent(manager, EVENT_OF[status], {
    id: request.id,
    orderId: order.id,
    orderNumber: formatOrderNumber(order.orderNumber),
    status: request.status,
    reason: request.reason,
    note: request.note,
    rejectionReason: request.rejectionReason,
    lines: asked.map((line) => {
      const bought = lines.find((candidate) => candidate.id === line.orderLineId);
      return { orderLineId: line.orderLineId, name: bought?.name ?? 'Item', size: bought?.size ?? '', quantity: line.quantity };
    }),
    refundPaise: request.refundPaise,
    createdAt: request.createdAt.toISOString(),
  });
}
