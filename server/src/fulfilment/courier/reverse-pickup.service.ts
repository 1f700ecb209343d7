import { IsNull } from 'typeorm';
import { formatOrderNumber } from '@common/order-status.js';
import { requireAdmin } from '../../kernel/access.js';
import type { ShopServiceDeps } from '../../kernel/dependencies.js';
import { invalidInput, notFound, ShopError } from '../../kernel/errors.js';
import type { RequestContext } from '../../kernel/request-context.js';
import { isUuid, loadOrderWithLines } from '../../orders/order-loading.js';
import { ReturnRequestEntity } from '../../returns/return-request.entity.js';
import { ShipmentEntity } from '../shipment.entity.js';
import { ReturnPickupBooked } from '../shipment-events.js';
import type { PickupBookingService } from './pickup-booking.js';
import type { ShippingProvider } from './shipping-provider.js';

/**
 * Reverse pickups: the courier aggregator collects an approved return from the shopper and brings
 * it back (a return order, its AWB and label), and the shopper is e-mailed the label to stick on
 * the parcel. The parcel is the one the order went out in, its declared value what the returned
 * units cost. A failure at the aggregator leaves the return as it was, withdrawing what was booked;
 * only the courier's visit, once the AWB and label exist, is left to a job to book (pickup-booking.ts).
 */
export class ReversePickupService {
  constructor(
    private readonly deps: ShopServiceDeps,
    private readonly provider: ShippingProvider,
    private readonly pickupBookings: PickupBookingService,
  ) {}

  async book(ctx: RequestContext, returnId: string): Promise<ReturnRequestEntity> {
    requireAdmin(ctx, 'ORDERS_WRITE');
    if (!isUuid(returnId)) throw notFound('Return request not found');
    const repository = this.deps.dataSource.getRepository(ReturnRequestEntity);
    const request = await repository.findOne({ where: { id: returnId }, relations: { lines: true } });
    if (!request) throw notFound('Return request not found');
    if (request.status !== 'APPROVED') throw new ShopError('INVALID_STATE', 'A pickup is booked for an approved return only.');
    if (request.pickupAwb) throw new ShopError('INVALID_STATE', 'A pickup is already booked for this return.');
    const order = await loadOrderWithLines(this.deps.dataSource, request.orderId);
    if (!order) throw notFound('Order not found');
    const shipment = await this.deps.dataSource.getRepository(ShipmentEntity).findOneBy({ orderId: order.id });
    if (!shipment?.parcel) throw invalidInput('The order did not go out through the courier service: book the return pickup by hand.');

    const items = request.lines.map((asked) => {
      const line = (order.lines ?? []).find((candidate) => candidate.id === asked.orderLineId);
      if (!line) throw notFound('Order line not found');
      return {
        name: `${line.name} ${line.size}`.trim(),
        sku: line.sku ?? `${line.productId}-${line.size}`,
        units: asked.quantity,
        sellingPricePaise: line.unitPricePaise,
      };
    });
    const booked = await this.provider.createReturnOrder({
      returnNumber: `${formatOrderNumber(order.orderNumber)}-R${request.id.slice(0, 6).toUpperCase()}`,
      requestedAt: request.createdAt,
      pickupFrom: order,
      items,
      subTotalPaise: items.reduce((sum, item) => sum + item.sellingPricePaise * item.units, 0),
      parcel: shipment.parcel,
    });
    try {
      const awb = await this.provider.assignAwb(booked.providerShipmentId, null, { isReturn: true });
      const labelUrl = await this.provider.labels([booked.providerShipmentId]);
      // The courier's visit: a failure leaves the return booked (AWB, label) and a job asking again.
      const orderNumber = formatOrderNumber(order.orderNumber);
      const pickup = await this.pickupBookings.tryNow(booked.providerShipmentId, `the return of ${orderNumber}`);
      await this.deps.dataSource.transaction(async (manager) => {
        const updated = await manager.update(
          ReturnRequestEntity,
          { id: request.id, status: 'APPROVED', pickupAwb: IsNull() },
          {
            pickupAwb: awb.awb,
            pickupCourier: awb.courierName,
            pickupLabelUrl: labelUrl,
            pickupProviderOrderId: booked.providerOrderId,
            pickupProviderShipmentId: booked.providerShipmentId,
            pickupStatus: pickup.status,
            pickupError: pickup.error,
            pickupScheduledFor: pickup.scheduledFor,
          },
        );
        if (!updated.affected) throw new ShopError('INVALID_STATE', 'This return changed meanwhile: look at it again.');
        if (pickup.status === 'PENDING') {
          await this.pickupBookings.owe(manager, {
            orderId: order.id,
            returnId: request.id,
            providerShipmentId: booked.providerShipmentId,
            orderNumber,
          });
        }
        await this.deps.events.publish(manager, ReturnPickupBooked, {
          order,
          returnId: request.id,
          pickup: { courierName: awb.courierName, awb: awb.awb, labelUrl, trackingUrl: this.provider.trackingUrl(awb.awb) },
        });
      });
    } catch (error) {
      await this.provider.cancelOrders([booked.providerOrderId]).catch((cancelError: unknown) => {
        this.deps.logger.error('could not withdraw the courier booking of a return pickup that was not recorded', {
          providerOrderId: booked.providerOrderId,
          error: String(cancelError),
        });
      });
      throw error;
    }
    return (await repository.findOne({ where: { id: returnId }, relations: { lines: true } }))!;
  }
}
