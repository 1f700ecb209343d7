import type { OrderStatusName } from '@common/order-status.js';
import { OrderEntity } from '@server/orders/order.entity.js';
import { transitionOrder, type OrderTransitionFacts } from '@server/orders/order-transition.js';
import type { TestShop } from './test-shop.js';

/**
 * Moves an order as the shop does, through its one transition (its state machine's guard, its
 * history, and every subscriber of the move: stock, invoice, e-mail, webhook), in a transaction
 * holding the order's row lock. For a test that needs an order in a state no API reaches quickly.
 */
export async function moveOrder(
  shop: TestShop,
  orderId: string,
  to: OrderStatusName,
  options: { by?: string; note?: string; facts?: OrderTransitionFacts } = {},
): Promise<void> {
  await shop.dataSource.transaction(async (manager) => {
    const order = await manager.findOneOrFail(OrderEntity, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
    await transitionOrder({ manager, events: shop.services.events }, order, {
      to,
      by: options.by ?? 'test',
      note: options.note ?? null,
      facts: options.facts,
    });
  });
}

/** What a confirmed payment does to a pending order (payments/payment-outcome.ts), without the sandbox round trip. */
export function markPaid(shop: TestShop, orderId: string): Promise<void> {
  return moveOrder(shop, orderId, 'Processing', {
    by: 'payment',
    note: 'Payment received',
    facts: { paymentStatus: 'PAID', paymentReference: `T-${orderId.slice(0, 8)}`, paymentFailureReason: null },
  });
}
