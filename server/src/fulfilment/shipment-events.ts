import { domainEvent } from '../kernel/event-bus.js';
import type { OrderEntity } from '../orders/order.entity.js';
import type { ShipmentEntity } from './shipment.entity.js';

/** An order left with its courier: moved to Shipped, its shipment written (kernel/event-bus.ts). */
export interface OrderShippedEvent {
  order: OrderEntity;
  shipment: Pick<ShipmentEntity, 'carrier' | 'trackingNumber'> & { courierName: string | null };
}
export const OrderShipped = domainEvent<OrderShippedEvent>('fulfilment.order-shipped');

/** The courier could not deliver the parcel on this attempt (its tracking update said so). */
export interface DeliveryAttemptFailedEvent {
  order: OrderEntity;
  attempt: { courierName: string; awb: string; reason: string; attempt: number };
}
export const DeliveryAttemptFailed = domainEvent<DeliveryAttemptFailedEvent>('fulfilment.delivery-attempt-failed');

/** The courier aggregator will collect an approved return from the shopper: its AWB and label. */
export interface ReturnPickupBookedEvent {
  order: OrderEntity;
  returnId: string;
  pickup: { courierName: string; awb: string; labelUrl: string; trackingUrl: string };
}
export const ReturnPickupBooked = domainEvent<ReturnPickupBookedEvent>('fulfilment.return-pickup-booked');
