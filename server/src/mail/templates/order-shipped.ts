import { carrierOf, trackingUrl, type CarrierCode } from '@common/carriers.js';
import { formatOrderNumber } from '@common/order-status.js';
import type { MailContent } from './mail-layout.js';
import type { MoneyBreakdown } from '../../invoicing/money-breakdown.js';
import { orderLinks, orderSummaryBlock, type MailOrder } from './order-summary.js';

/** To the shopper when the parcel leaves: the courier, the number and the courier's tracking link. */
export const ORDER_SHIPPED = 'order-shipped';

export function orderShippedMail(
  order: MailOrder,
  money: MoneyBreakdown,
  shipment: { carrier: CarrierCode; trackingNumber: string; courierName?: string | null },
  publicUrl: string,
  invoice: { number: string } | null = null,
): MailContent {
  const number = formatOrderNumber(order.orderNumber);
  // Booked through an aggregator, the parcel travels with the courier it assigned; its page tracks it.
  const carrier = shipment.courierName ?? carrierOf(shipment.carrier).name;
  const link = trackingUrl(shipment.carrier, shipment.trackingNumber);
  const { orderUrl, trackUrl } = orderLinks(order, publicUrl);
  return {
    subject: `Your order ${number} is on its way`,
    preview: `${carrier} is bringing your order; tracking number ${shipment.trackingNumber}.`,
    blocks: [
      { kind: 'heading', text: `Good news, ${order.firstName}: your order is on its way` },
      { kind: 'paragraph', text: `Order ${number} has left us with ${carrier}.` },
      {
        kind: 'facts',
        rows: [
          ['Courier', carrier],
          ['Tracking number', shipment.trackingNumber],
        ],
      },
      link
        ? { kind: 'button', label: `Track your parcel with ${carrier}`, url: link }
        : { kind: 'paragraph', text: `Ask ${carrier} about tracking number ${shipment.trackingNumber}.` },
      orderSummaryBlock(money),
      ...(invoice ? [{ kind: 'note' as const, text: `Your GST tax invoice ${invoice.number} is attached.` }] : []),
      { kind: 'button', label: 'View your order', url: orderUrl },
      { kind: 'note', text: `You can also follow it with its number and this e-mail address: ${trackUrl}` },
    ],
  };
}
