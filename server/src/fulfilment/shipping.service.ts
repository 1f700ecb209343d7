import { In } from 'typeorm';
import { carrierOf, isCarrierCode, normaliseTrackingNumber, trackingNumberProblem, CARRIERS } from '@common/carriers.js';
import { actorName, requireAdmin } from '../accounts/access.js';
import { readShopDetails } from '../back-office/shop-details.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import { invalidInput, notFound, ShopError } from '../kernel/errors.js';
import type { RequestContext } from '../kernel/request-context.js';
import type { MailService } from '../mail/mail.service.js';
import { renderMail } from '../mail/templates/mail-layout.js';
import { ORDER_SHIPPED, orderShippedMail } from '../mail/templates/order-shipped.js';
import { OrderLineEntity } from '../orders/order-line.entity.js';
import { isUuid, loadOrderWithLines } from '../orders/order-loading.js';
import { transitionOrder } from '../orders/order-transition.js';
import { OrderEntity } from '../orders/order.entity.js';
import { ShipmentEntity } from './shipment.entity.js';

export interface ShipOrderInput {
  orderId: string;
  carrier: string;
  trackingNumber: string;
}

/**
 * Fulfilment: a paid order leaves with a courier and a tracking number, and later arrives. Both
 * moves go through the one order transition (orders/order-transition.ts), in the transaction that
 * also writes the shipment and queues the shopper's e-mail, so the three exist together or not at
 * all. Admins, or API tokens with ORDERS_WRITE.
 */
export class ShippingService {
  constructor(
    private readonly deps: ShopServiceDeps,
    private readonly mail: MailService,
  ) {}

  /** Processing → Shipped with its courier and number; the shopper gets the tracking link by e-mail. */
  async shipOrder(ctx: RequestContext, input: ShipOrderInput): Promise<OrderEntity> {
    requireAdmin(ctx, 'ORDERS_WRITE');
    const by = actorName(ctx);
    if (!isCarrierCode(input.carrier)) {
      throw invalidInput(`Choose a courier: ${CARRIERS.map((carrier) => carrier.name).join(', ')}`, { field: 'carrier' });
    }
    const carrier = input.carrier;
    const raw = typeof input.trackingNumber === 'string' ? input.trackingNumber : '';
    const problem = trackingNumberProblem(carrier, raw);
    if (problem) throw invalidInput(problem, { field: 'trackingNumber' });
    const trackingNumber = normaliseTrackingNumber(raw);
    if (!isUuid(input.orderId)) throw notFound('Order not found');

    await this.deps.dataSource.transaction(async (manager) => {
      const order = await manager.findOne(OrderEntity, { where: { id: input.orderId }, lock: { mode: 'pessimistic_write' } });
      if (!order) throw notFound('Order not found');
      if (order.status === 'Shipped') throw new ShopError('INVALID_STATE', 'This order has already shipped.');
      await transitionOrder({ manager, mail: this.mail }, order, {
        to: 'Shipped',
        by,
        note: `${carrierOf(carrier).name} ${trackingNumber}`,
      });
      await manager.insert(ShipmentEntity, { orderId: order.id, carrier, trackingNumber, shippedBy: by });
      const lines = await manager.find(OrderLineEntity, { where: { orderId: order.id }, order: { position: 'ASC' } });
      const content = orderShippedMail(order, lines, { carrier, trackingNumber }, this.deps.publicUrl);
      await this.mail.enqueueForOrder(manager, ORDER_SHIPPED, order, await renderMail(content, await readShopDetails(manager)));
    });
    this.deliverMailSoon();
    return this.reload(input.orderId);
  }

  /** Shipped → Delivered, recording when (the return window counts from it); the transition e-mails the shopper. */
  async markDelivered(ctx: RequestContext, orderId: string): Promise<OrderEntity> {
    requireAdmin(ctx, 'ORDERS_WRITE');
    const by = actorName(ctx);
    if (!isUuid(orderId)) throw notFound('Order not found');
    const { changed } = await this.deps.dataSource.transaction(async (manager) => {
      const order = await manager.findOne(OrderEntity, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
      if (!order) throw notFound('Order not found');
      return transitionOrder({ manager, mail: this.mail }, order, { to: 'Delivered', by });
    });
    if (changed) this.deliverMailSoon();
    return this.reload(orderId);
  }

  /** The shipment of each order, or null (one query for many orders: a DataLoader batch). */
  async shipmentsForOrders(orderIds: readonly string[]): Promise<Array<ShipmentEntity | null>> {
    const rows = orderIds.length
      ? await this.deps.dataSource.getRepository(ShipmentEntity).find({ where: { orderId: In([...orderIds]) } })
      : [];
    return orderIds.map((id) => rows.find((row) => row.orderId === id) ?? null);
  }

  private async reload(orderId: string): Promise<OrderEntity> {
    const order = await loadOrderWithLines(this.deps.dataSource, orderId);
    if (!order) throw notFound('Order not found');
    return order;
  }

  private deliverMailSoon(): void {
    this.mail
      .deliverPending()
      .catch((error: unknown) => this.deps.logger.warn('e-mail delivery failed; will retry', { error: String(error) }));
  }
}
