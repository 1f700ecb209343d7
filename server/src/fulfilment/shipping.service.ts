import { In, type EntityManager } from 'typeorm';
import { carrierOf, isCarrierCode, normaliseTrackingNumber, trackingNumberProblem, CARRIERS } from '@common/carriers.js';
import { actorName, requireAdmin } from '../kernel/access.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import { invalidInput, notFound, ShopError } from '../kernel/errors.js';
import type { RequestContext } from '../kernel/request-context.js';
import { isUuid, loadOrderWithLines } from '../orders/order-loading.js';
import { transitionOrder } from '../orders/order-transition.js';
import { OrderEntity } from '../orders/order.entity.js';
import { ShipmentEntity } from './shipment.entity.js';
import { OrderShipped } from './shipment-events.js';

export interface ShipOrderInput {
  orderId: string;
  carrier: string;
  trackingNumber: string;
}

/**
 * Fulfilment: a paid order leaves with a courier and a tracking number, and later arrives. Both
 * moves go through the one order transition (orders/order-transition.ts), in the transaction that
 * also writes the shipment and publishes OrderShipped (shipment-events.ts), whose subscribers queue
 * the shopper's e-mail, so they exist together or not at all. Admins, or API tokens with ORDERS_WRITE.
 */
export class ShippingService {
  constructor(private readonly deps: ShopServiceDeps) {}

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
      await this.recordShipment(manager, order, { carrier, trackingNumber, shippedBy: by }, `${carrierOf(carrier).name} ${trackingNumber}`);
    });
    return this.reload(input.orderId);
  }

  /**
   * Processing → Shipped with its shipment row, and OrderShipped published (its subscribers queue
   * the shopper's e-mail), in the caller's transaction with the order locked: the typed courier's
   * and the aggregator's bookings both end here.
   */
  async recordShipment(
    manager: EntityManager,
    order: OrderEntity,
    shipment: Omit<Partial<ShipmentEntity>, 'orderId'> & Pick<ShipmentEntity, 'carrier' | 'trackingNumber' | 'shippedBy'>,
    note: string,
  ): Promise<void> {
    await transitionOrder({ manager, events: this.deps.events }, order, { to: 'Shipped', by: shipment.shippedBy, note });
    await manager.insert(ShipmentEntity, { ...shipment, orderId: order.id });
    await this.deps.events.publish(manager, OrderShipped, {
      order,
      shipment: { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber, courierName: shipment.courierName ?? null },
    });
  }

  /** Shipped → Delivered, recording when (the return window counts from it); the transition e-mails the shopper. */
  async markDelivered(ctx: RequestContext, orderId: string): Promise<OrderEntity> {
    requireAdmin(ctx, 'ORDERS_WRITE');
    const by = actorName(ctx);
    if (!isUuid(orderId)) throw notFound('Order not found');
    await this.deps.dataSource.transaction(async (manager) => {
      const order = await manager.findOne(OrderEntity, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
      if (!order) throw notFound('Order not found');
      return transitionOrder({ manager, events: this.deps.events }, order, { to: 'Delivered', by });
    });
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
}
