import type { EntityManager } from 'typeorm';
import { actorName, requireAdmin } from '../kernel/access.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import { notFound, ShopError } from '../kernel/errors.js';
import type { RequestContext } from '../kernel/request-context.js';
import { isUuid, loadOrderWithLines } from '../orders/order-loading.js';
import { transitionOrder } from '../orders/order-transition.js';
import { OrderEntity } from '../orders/order.entity.js';

/**
 * The two ends of a cash-on-delivery order after it ships, both through the one order transition
 * with the order locked: the courier hands over the cash (payment PAY_ON_DELIVERY → PAID, the
 * order staying Delivered; its invoice was issued when it shipped), or the parcel comes back
 * refused or undelivered (→ Cancelled: its stock goes back, a discount code's use is given back,
 * and the invoice issued at shipping is reversed by a credit note). Admins, or API tokens with
 * ORDERS_WRITE.
 */
export class CashCollectionService {
  constructor(private readonly deps: ShopServiceDeps) {}

  /** Records the cash collected for a delivered COD order: it becomes PAID. Asked twice, it changes nothing. */
  async collectCash(ctx: RequestContext, orderId: string): Promise<OrderEntity> {
    requireAdmin(ctx, 'ORDERS_WRITE');
    const by = actorName(ctx);
    await this.withLockedOrder(orderId, async (manager, order) => {
      if (order.paymentMethod !== 'CASH_ON_DELIVERY') throw new ShopError('INVALID_STATE', 'This order was paid online, not in cash.');
      if (order.paymentStatus !== 'PAY_ON_DELIVERY') {
        if (order.cashCollectedAt) return;
        throw new ShopError('INVALID_STATE', 'This order is not waiting for cash.');
      }
      if (order.status !== 'Delivered') {
        throw new ShopError('INVALID_STATE', 'Mark the order Delivered first: cash is collected when the parcel is handed over.');
      }
      await transitionOrder({ manager, events: this.deps.events }, order, {
        to: 'Delivered',
        by,
        facts: { paymentStatus: 'PAID', paymentReference: `Cash collected by ${by}`, cashCollectedAt: new Date() },
      });
    });
    return this.reload(orderId);
  }

  /** A COD order refused at the door or returned undelivered: cancelled, its stock back on the shelf. */
  async returnUndelivered(ctx: RequestContext, orderId: string): Promise<OrderEntity> {
    requireAdmin(ctx, 'ORDERS_WRITE');
    const by = actorName(ctx);
    await this.withLockedOrder(orderId, async (manager, order) => {
      if (order.paymentStatus !== 'PAY_ON_DELIVERY' || order.status === 'Cancelled') {
        throw new ShopError('INVALID_STATE', 'Only a cash-on-delivery order still waiting for its cash can come back undelivered.');
      }
      await transitionOrder({ manager, events: this.deps.events }, order, {
        to: 'Cancelled',
        by,
        note: 'Returned undelivered (cash on delivery)',
      });
    });
    return this.reload(orderId);
  }

  private async withLockedOrder(orderId: string, work: (manager: EntityManager, order: OrderEntity) => Promise<void>): Promise<void> {
    if (!isUuid(orderId)) throw notFound('Order not found');
    await this.deps.dataSource.transaction(async (manager) => {
      const order = await manager.findOne(OrderEntity, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
      if (!order) throw notFound('Order not found');
      await work(manager, order);
    });
  }

  private async reload(orderId: string): Promise<OrderEntity> {
    const order = await loadOrderWithLines(this.deps.dataSource, orderId);
    if (!order) throw notFound('Order not found');
    return order;
  }
}
