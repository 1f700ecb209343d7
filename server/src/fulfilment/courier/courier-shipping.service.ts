import { In, IsNull, Not } from 'typeorm';
import { formatOrderNumber } from '@common/order-status.js';
import { actorName, requireAdmin } from '../../kernel/access.js';
import type { ShopServiceDeps } from '../../kernel/dependencies.js';
import { invalidInput, notFound, ShopError } from '../../kernel/errors.js';
import type { RequestContext } from '../../kernel/request-context.js';
import type { MoneyBreakdownService } from '../../invoicing/money-breakdown.service.js';
import { isUuid, loadOrderWithLines } from '../../orders/order-loading.js';
import { transitionRefusal } from '../../orders/order-state-machine.js';
import { OrderEntity } from '../../orders/order.entity.js';
import { ShipmentEntity } from '../shipment.entity.js';
import { CourierTrackingEventEntity } from './courier-tracking-event.entity.js';
import type { ShippingService } from '../shipping.service.js';
import { parcelOfUnits, parcelProblem } from './parcel.js';
import type { PickupBookingService } from './pickup-booking.js';
import type { CourierOption, Parcel, ShippingProvider } from './shipping-provider.js';

export interface CourierQuote {
  /** The parcel the couriers were asked about: the one given, else the order's sizes' own; null when neither is known. */
  parcel: Parcel | null;
  /** Cash the courier collects (the order's total), or null for a prepaid order. */
  codPaise: number | null;
  /** Couriers that deliver there, cheapest first; empty when the PIN code is not deliverable (or no parcel is known). */
  couriers: CourierOption[];
}

export interface ShipThroughCourierInput {
  orderId: string;
  /** One of the quote's couriers; the cheapest when absent. */
  courierId?: number | null;
  /** The parcel as packed; the order's sizes' own when absent. */
  parcel?: Parcel | null;
}

export interface BulkShipResult {
  orderId: string;
  order: OrderEntity | null;
  error: ShopError | null;
}

/**
 * Shipping through the courier aggregator: which couriers deliver an order's parcel and at what
 * price, booking one (the aggregator's order, its AWB and the pickup) and only then moving the
 * order to Shipped with its shipment, so a failure at the aggregator leaves the order as it was;
 * one PDF of labels for many parcels; the failed deliveries waiting for an answer. Admins, or
 * API tokens with ORDERS_WRITE.
 */
export class CourierShippingService {
  constructor(
    private readonly deps: ShopServiceDeps,
    private readonly provider: ShippingProvider,
    private readonly shipping: ShippingService,
    private readonly moneyBreakdowns: MoneyBreakdownService,
    private readonly pickupBookings: PickupBookingService,
  ) {}

  get providerName(): string {
    return this.provider.name;
  }

  get dataSource() {
    return this.deps.dataSource;
  }

  /** The couriers that would carry this order's parcel, with price and days. */
  async quote(ctx: RequestContext, orderId: string, parcelInput: Parcel | null = null): Promise<CourierQuote> {
    requireAdmin(ctx, 'ORDERS_WRITE');
    const order = await this.shippableOrder(orderId);
    return this.quoteFor(order, parcelInput);
  }

  /** Books the parcel with the aggregator and moves the order to Shipped; the shopper is e-mailed the AWB and tracking link. */
  async ship(ctx: RequestContext, input: ShipThroughCourierInput): Promise<OrderEntity> {
    requireAdmin(ctx, 'ORDERS_WRITE');
    const by = actorName(ctx);
    const order = await this.shippableOrder(input.orderId);
    const { parcel, codPaise, couriers } = await this.quoteFor(order, input.parcel ?? null);
    if (!parcel) {
      throw invalidInput("Enter the parcel's weight and size (or set each size's in the product).", { field: 'parcel' });
    }
    if (!couriers.length) {
      // The PIN code is the order's, not the input's: no field to point at.
      throw invalidInput(
        `The courier service cannot deliver to PIN code ${order.postalCode}${codPaise !== null ? ' with cash on delivery' : ''}.`,
      );
    }
    const courier = input.courierId ? couriers.find((option) => option.courierId === input.courierId) : couriers[0];
    if (!courier) throw invalidInput('That courier does not deliver this parcel: choose one of those offered.', { field: 'courierId' });

    const money = await this.moneyBreakdowns.forOrder(order);
    const booked = await this.provider.createOrder({
      orderNumber: formatOrderNumber(order.orderNumber),
      placedAt: order.createdAt,
      buyer: order,
      items: (order.lines ?? []).map((line) => ({
        name: `${line.name} ${line.size}`.trim(),
        sku: line.sku ?? `${line.productId}-${line.size}`,
        units: line.quantity,
        sellingPricePaise: line.unitPricePaise,
      })),
      codPaise,
      subTotalPaise: money.totalPaise,
      parcel,
    });
    try {
      const awb = await this.provider.assignAwb(booked.providerShipmentId, courier.courierId);
      // The pickup is the courier's visit: without it the parcel waits, but it has its AWB and
      // label, so the order ships and a job keeps asking for the pickup.
      const orderNumber = formatOrderNumber(order.orderNumber);
      const pickup = await this.pickupBookings.tryNow(booked.providerShipmentId, orderNumber);
      await this.deps.dataSource.transaction(async (manager) => {
        const locked = await manager.findOne(OrderEntity, { where: { id: order.id }, lock: { mode: 'pessimistic_write' } });
        if (!locked) throw notFound('Order not found');
        if (await manager.exists(ShipmentEntity, { where: { orderId: order.id } })) {
          throw new ShopError('INVALID_STATE', 'This order has already shipped.');
        }
        await this.shipping.recordShipment(
          manager,
          locked,
          {
            carrier: 'SHIPROCKET',
            trackingNumber: awb.awb,
            shippedBy: by,
            provider: this.provider.name,
            providerOrderId: booked.providerOrderId,
            providerShipmentId: booked.providerShipmentId,
            courierName: awb.courierName,
            codPaise,
            parcel,
            pickupScheduledFor: pickup.scheduledFor,
            pickupStatus: pickup.status,
            pickupError: pickup.error,
            courierStatus: 'AWB Assigned',
            courierStatusAt: new Date(),
          },
          `${awb.courierName} AWB ${awb.awb}`,
        );
        if (pickup.status === 'PENDING') {
          await this.pickupBookings.owe(manager, {
            orderId: order.id,
            returnId: null,
            providerShipmentId: booked.providerShipmentId,
            orderNumber,
          });
        }
      });
    } catch (error) {
      // The order stays as it was: withdraw what the aggregator booked for it.
      await this.provider.cancelOrders([booked.providerOrderId]).catch((cancelError: unknown) => {
        this.deps.logger.error('could not withdraw the courier booking of an order that did not ship', {
          order: order.orderNumber,
          providerOrderId: booked.providerOrderId,
          error: String(cancelError),
        });
      });
      throw error;
    }
    return this.reload(order.id);
  }

  /** Ships each order with its cheapest courier and its sizes' parcel; one order's refusal does not stop the others. */
  async shipMany(ctx: RequestContext, orderIds: readonly string[]): Promise<BulkShipResult[]> {
    requireAdmin(ctx, 'ORDERS_WRITE');
    if (orderIds.length > 50) throw invalidInput('Ship at most 50 orders at once.', { field: 'orderIds' });
    const results: BulkShipResult[] = [];
    for (const orderId of new Set(orderIds)) {
      try {
        results.push({ orderId, order: await this.ship(ctx, { orderId }), error: null });
      } catch (error) {
        if (!(error instanceof ShopError)) throw error;
        results.push({ orderId, order: null, error });
      }
    }
    return results;
  }

  /** One PDF with the labels of these shipped orders' parcels; answers where to download it. */
  async labels(ctx: RequestContext, orderIds: readonly string[]): Promise<string> {
    requireAdmin(ctx, 'ORDERS_WRITE');
    const ids = [...new Set(orderIds)].filter(isUuid);
    if (!ids.length || ids.length > 100) throw invalidInput('Choose 1 to 100 shipped orders.', { field: 'orderIds' });
    const shipments = await this.deps.dataSource
      .getRepository(ShipmentEntity)
      .find({ where: { orderId: In(ids), providerShipmentId: Not(IsNull()) } });
    if (shipments.length !== ids.length) {
      throw new ShopError('INVALID_STATE', 'Labels are printed for orders shipped through the courier service only.');
    }
    const url = await this.provider.labels(shipments.map((shipment) => shipment.providerShipmentId!));
    await this.deps.dataSource.getRepository(ShipmentEntity).update({ orderId: In(ids) }, { labelUrl: url });
    return url;
  }

  /** Parcels whose delivery failed and that wait for the owner's answer, oldest first. */
  async failedDeliveries(ctx: RequestContext): Promise<ShipmentEntity[]> {
    requireAdmin(ctx, 'ORDERS_WRITE');
    return this.deps.dataSource
      .getRepository(ShipmentEntity)
      .find({ where: { ndrAt: Not(IsNull()), ndrAction: IsNull() }, order: { ndrAt: 'ASC' }, take: 200 });
  }

  /** One unit of a size as packed for the courier; an order's parcel is worked out from its sizes'. */
  async setSizeParcel(ctx: RequestContext, productId: string, sizeId: string, parcel: Parcel): Promise<Parcel> {
    requireAdmin(ctx, 'CATALOGUE_WRITE');
    const problem = parcelProblem(parcel);
    if (problem) throw invalidInput(problem, { field: 'parcel' });
    const packed = { weightGrams: parcel.weightGrams, lengthCm: parcel.lengthCm, breadthCm: parcel.breadthCm, heightCm: parcel.heightCm };
    // One statement on the size inside the product's sizes: a concurrent edit of its stock is not overwritten.
    const rows: Array<{ id: string }> = await this.deps.dataSource.query(
      `UPDATE products SET sizes = (
         SELECT jsonb_agg(CASE WHEN size->>'id' = $2 THEN size || jsonb_build_object('parcel', $3::jsonb) ELSE size END ORDER BY position)
           FROM jsonb_array_elements(sizes) WITH ORDINALITY AS entries(size, position))
       WHERE id = $1 AND sizes @> jsonb_build_array(jsonb_build_object('id', $2::text))
       RETURNING id`,
      [productId, sizeId, JSON.stringify(packed)],
    );
    if (!rows.length) throw notFound('No such product or size', { field: 'sizeId' });
    return packed;
  }

  /** The courier's updates of each order's parcel, oldest first (one query for many orders). */
  async trackingEventsForOrders(orderIds: readonly string[]): Promise<CourierTrackingEventEntity[][]> {
    const rows = orderIds.length
      ? await this.deps.dataSource
          .getRepository(CourierTrackingEventEntity)
          .find({ where: { orderId: In([...orderIds]) }, order: { id: 'ASC' } })
      : [];
    return orderIds.map((id) => rows.filter((row) => row.orderId === id));
  }

  private async quoteFor(order: OrderEntity, parcelInput: Parcel | null): Promise<CourierQuote> {
    if (parcelInput) {
      const problem = parcelProblem(parcelInput);
      if (problem) throw invalidInput(problem, { field: 'parcel' });
    }
    const parcel = parcelInput ?? (await this.parcelOfOrder(order));
    const codPaise = order.paymentMethod === 'CASH_ON_DELIVERY' ? (await this.moneyBreakdowns.forOrder(order)).totalPaise : null;
    if (!parcel) return { parcel, codPaise, couriers: [] };
    const couriers = await this.provider.serviceability({ deliveryPostcode: order.postalCode, weightGrams: parcel.weightGrams, codPaise });
    return { parcel, codPaise, couriers };
  }

  private async parcelOfOrder(order: OrderEntity): Promise<Parcel | null> {
    const lines = order.lines ?? [];
    // Read as stored (each size's packed unit in the product's sizes), not through the catalogue's
    // services: shipping depends on the catalogue's data, never the other way round.
    const products: Array<{ id: string; sizes: Array<{ label: string; parcel?: Parcel }> }> = await this.deps.dataSource.query(
      `SELECT id, sizes FROM products WHERE id = ANY($1::text[])`,
      [lines.map((line) => line.productId)],
    );
    return parcelOfUnits(
      lines.map((line) => ({
        quantity: line.quantity,
        parcel: products.find((product) => product.id === line.productId)?.sizes.find((size) => size.label === line.size)?.parcel,
      })),
    );
  }

  private async shippableOrder(orderId: string): Promise<OrderEntity> {
    if (!isUuid(orderId)) throw notFound('Order not found');
    const order = await loadOrderWithLines(this.deps.dataSource, orderId);
    if (!order) throw notFound('Order not found');
    if (await this.deps.dataSource.getRepository(ShipmentEntity).existsBy({ orderId })) {
      throw new ShopError('INVALID_STATE', 'This order has already shipped.');
    }
    const refusal = transitionRefusal(order, 'Shipped');
    if (refusal || order.status === 'Shipped') throw new ShopError('INVALID_STATE', refusal ?? 'This order has already shipped.');
    return order;
  }

  private async reload(orderId: string): Promise<OrderEntity> {
    const order = await loadOrderWithLines(this.deps.dataSource, orderId);
    if (!order) throw notFound('Order not found');
    return order;
  }
}
