/**
 * What a tracking update from the aggregator means for the order, written once
 * (docs/decisions/065-courier-aggregator-statuses.md). The aggregator numbers its shipment
 * statuses (`current_status_id`); the words (`current_status`) are read when the number is
 * missing or unknown, upper-cased, since some couriers' updates come with the label only.
 *
 * - SHIPPED: the AWB is assigned, or the parcel is picked up, in transit, out for delivery:
 *   the order is (or stays) Shipped; the update is recorded in its history.
 * - DELIVERED: the order moves to Delivered (the delivered e-mail goes with the move).
 * - UNDELIVERED: a failed delivery attempt (NDR): the owner and the shopper are told.
 * - RTO_IN_PROGRESS: the parcel is on its way back: recorded, nothing moves yet.
 * - RTO_DELIVERED: the parcel is back at the shop: a COD order is cancelled (stock back, credit
 *   note), a prepaid order's refund is opened for the owner.
 * - NOTE: anything else (delays, pickup exceptions, cancellations of the aggregator's order):
 *   recorded only.
 */
export type CourierMeaning = 'SHIPPED' | 'DELIVERED' | 'UNDELIVERED' | 'RTO_IN_PROGRESS' | 'RTO_DELIVERED' | 'NOTE';

const BY_ID: Record<number, CourierMeaning> = {
  6: 'SHIPPED', // Shipped
  7: 'DELIVERED', // Delivered
  8: 'NOTE', // Canceled
  9: 'RTO_IN_PROGRESS', // RTO Initiated
  10: 'RTO_DELIVERED', // RTO Delivered
  12: 'NOTE', // Lost
  13: 'NOTE', // Pickup Error
  14: 'RTO_IN_PROGRESS', // RTO Acknowledged
  15: 'NOTE', // Pickup Rescheduled
  16: 'NOTE', // Cancellation Requested
  17: 'SHIPPED', // Out For Delivery
  18: 'SHIPPED', // In Transit
  19: 'NOTE', // Out For Pickup
  20: 'NOTE', // Pickup Exception
  21: 'UNDELIVERED', // Undelivered
  22: 'NOTE', // Delayed
  26: 'DELIVERED', // Fulfilled
  38: 'SHIPPED', // Reached at Destination Hub
  40: 'RTO_IN_PROGRESS', // RTO_NDR
  41: 'RTO_IN_PROGRESS', // RTO_OFD
  42: 'SHIPPED', // Picked Up
  46: 'RTO_IN_PROGRESS', // RTO In Transit
};

const BY_LABEL: Record<string, CourierMeaning> = {
  'AWB ASSIGNED': 'SHIPPED',
  'PICKUP SCHEDULED': 'SHIPPED',
  'PICKUP GENERATED': 'SHIPPED',
  SHIPPED: 'SHIPPED',
  'PICKED UP': 'SHIPPED',
  'IN TRANSIT': 'SHIPPED',
  'REACHED AT DESTINATION HUB': 'SHIPPED',
  'OUT FOR DELIVERY': 'SHIPPED',
  DELIVERED: 'DELIVERED',
  UNDELIVERED: 'UNDELIVERED',
  'RTO INITIATED': 'RTO_IN_PROGRESS',
  'RTO ACKNOWLEDGED': 'RTO_IN_PROGRESS',
  'RTO IN TRANSIT': 'RTO_IN_PROGRESS',
  'RTO IN INTRANSIT': 'RTO_IN_PROGRESS',
  'RTO NDR': 'RTO_IN_PROGRESS',
  'RTO OFD': 'RTO_IN_PROGRESS',
  'RTO DELIVERED': 'RTO_DELIVERED',
};

/**
 * The meaning of an update: its words when they are known (they are the same in every payload),
 * else its shipment status number (`shipment_status_id`), else a note.
 */
export function courierMeaning(shipmentStatusId: number | null, status: string): CourierMeaning {
  const label = status.trim().toUpperCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');
  if (Object.hasOwn(BY_LABEL, label)) return BY_LABEL[label];
  if (shipmentStatusId !== null && Object.hasOwn(BY_ID, shipmentStatusId)) return BY_ID[shipmentStatusId];
  return 'NOTE';
}

/** The statuses the sandbox's parcel page offers, in a parcel's usual order: the number and the words the aggregator sends. */
export const SANDBOX_STATUSES: ReadonlyArray<{ id: number; label: string }> = [
  { id: 42, label: 'Picked Up' },
  { id: 18, label: 'In Transit' },
  { id: 38, label: 'Reached at Destination Hub' },
  { id: 17, label: 'Out For Delivery' },
  { id: 21, label: 'Undelivered' },
  { id: 7, label: 'Delivered' },
  { id: 9, label: 'RTO Initiated' },
  { id: 46, label: 'RTO In Transit' },
  { id: 10, label: 'RTO Delivered' },
];
