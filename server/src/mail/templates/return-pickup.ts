import { formatOrderNumber } from '@common/order-status.js';
import type { MailContent } from './mail-layout.js';
import type { MailOrder } from './order-summary.js';

/** To the shopper when the courier is booked to collect an approved return: the AWB, the courier, and the label to stick on the parcel. */
export const RETURN_PICKUP_BOOKED = 'return-pickup-booked';

export interface BookedPickup {
  courierName: string;
  awb: string;
  labelUrl: string;
  trackingUrl: string;
}

export function returnPickupMail(order: MailOrder, pickup: BookedPickup): MailContent {
  const number = formatOrderNumber(order.orderNumber);
  return {
    subject: `A courier will collect your return for order ${number}`,
    preview: `${pickup.courierName} will pick up your return; print the label and stick it on the parcel.`,
    blocks: [
      { kind: 'heading', text: `${order.firstName}, your return pickup is booked` },
      {
        kind: 'paragraph',
        text: `${pickup.courierName} will come to your address to collect the items you are returning from order ${number}. Pack them, print the label and stick it on the parcel.`,
      },
      {
        kind: 'facts',
        rows: [
          ['Courier', pickup.courierName],
          ['Tracking number', pickup.awb],
        ],
      },
      { kind: 'button', label: 'Download the return label', url: pickup.labelUrl },
      { kind: 'link', text: 'Follow the pickup', url: pickup.trackingUrl },
      { kind: 'note', text: 'Your refund is sent once the parcel is back with us.' },
    ],
  };
}
