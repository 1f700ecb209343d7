import { isOrderStatus, ORDER_STATUSES } from '@common/order-status.js';
import { OrderEntity } from './order.entity.js';
import { actorName, requireAdmin } from '../kernel/access.js';
import { invalidInput, notFound } from '../kernel/errors.js';
import { isUuid, loadOrderWithLines } from './order-loading.js';
import { transitionOrder } from './order-transition.js';
import type { RequestContext } from '../kernel/request-context.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';

/** The refund a paid order's cancel owes: payments' RefundService, given by the composition root. */
export interface CancelledOrderRefunds {
  refundOrder(ctx: RequestContext, orderId: string, input: { reason: string; restock: boolean }): Promise<unknown>;
}

/**
 * Admins only: moves an order through its one transition (order-transition.ts), recorded in the
 * history with the admin's e-mail. A refused move is INVALID_STATE with the reason; setting the
 * current status again changes nothing. Cancelling releases the stock and, when the order was
 * paid, marks it refundDue and refunds it in full at once (refundCancelledOrder).
 */
export async function updateOrderStatus(
  deps: ShopServiceDeps,
  refunds: CancelledOrderRefunds,
  ctx: RequestContext,
  orderId: string,
  status: string,
): Promise<OrderEntity> {
  requireAdmin(ctx, 'ORDERS_WRITE');
  const adminEmail = actorName(ctx);
  if (!isOrderStatus(status)) throw invalidInput(`Unknown order status. Use one of: ${ORDER_STATUSES.join(', ')}`);
  if (!isUuid(orderId)) throw notFound('Order not found');
  const { refundDue } = await deps.dataSource.transaction(async (manager) => {
    const order = await manager.findOne(OrderEntity, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
    if (!order) throw notFound('Order not found');
    return transitionOrder({ manager, events: deps.events }, order, { to: status, by: adminEmail });
  });
  if (refundDue) await refundCancelledOrder(deps, refunds, ctx, orderId);
  const order = await loadOrderWithLines(deps.dataSource, orderId);
  if (!order) throw notFound('Order not found');
  return order;
}

/**
 * A paid order that is cancelled is refunded in full at once (its stock was released by the
 * cancel). The refund runs after the cancel commits: it locks the order itself. If it cannot start
 * (the provider refuses, or the caller is a token without refund rights), the order stays
 * refundDue and the admin's one-click refund remains.
 */
async function refundCancelledOrder(
  deps: ShopServiceDeps,
  refunds: CancelledOrderRefunds,
  ctx: RequestContext,
  orderId: string,
): Promise<void> {
  try {
    await refunds.refundOrder(ctx, orderId, { reason: 'Order cancelled', restock: false });
  } catch (error) {
    deps.logger.warn('refund after cancel not started; the order stays refund due', {
      orderId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
