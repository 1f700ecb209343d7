import type { DomainEventBus } from '../kernel/event-bus.js';
import { OrderTransitioned } from '../orders/order-events.js';

/**
 * A code's uses are the orders that hold it (discount-codes.sql counts them): an order cancelled
 * before it was paid gives its use back; a paid one keeps it, refunded or not.
 */
export function registerDiscountSubscribers(events: DomainEventBus): void {
  events.subscribe(
    OrderTransitioned,
    'discounts: an unpaid cancelled order gives its code back',
    async ({ order, to, unpaid }, { manager }) => {
      if (to !== 'Cancelled' || !unpaid || !order.discountCodeId || order.discountReleased) return;
      await manager.query('UPDATE orders SET discount_released = true WHERE id = $1', [order.id]);
    },
  );
}
