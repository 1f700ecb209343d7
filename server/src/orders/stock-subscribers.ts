import type { DomainEventBus } from '../kernel/event-bus.js';
import { OrderTransitioned } from './order-events.js';
import { OrderEntity } from './order.entity.js';
import { releaseOrderStock } from './stock-reservation.js';

/** A cancelled order's reserved units go back on their sizes' shelves, once (stockReserved guards it). */
export function registerStockSubscribers(events: DomainEventBus): void {
  events.subscribe(OrderTransitioned, 'stock: a cancelled order gives its units back', async ({ order, to }, { manager }) => {
    if (to !== 'Cancelled' || !order.stockReserved) return;
    await releaseOrderStock(manager, order.id);
    await manager.update(OrderEntity, { id: order.id }, { stockReserved: false });
  });
}
