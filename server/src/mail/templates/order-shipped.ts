import { carrierOf, trackingUrl, type CarrierCode } from '@common/carriers.js';
import { formatOrderNumber } from '@common/order-status.js';
import type { MailContent } from './mail-layout.js';
import { orderLinks, orderSummaryBlock, type MailLine, type MailOrder } from './order-summary.js';

/** To the shopper when the parcel leaves: the courier, the number and the courier's tracking link. */
export const ORDER_SHIPPED = 'order-shipped';

export function orderShippedMail(
  order: MailOrder,
  lines: readonly MailLine[],
  shipment: { carrier: CarrierCode; trackingNumber: string },
  publicUrl: string,
): MailContent {
  const number = formatOrderNumber(order.orderNumber);
  const carrier = carrierOf(shipment.carrier).name;
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
      orderSummaryBlock(order, lines),
      { kind: 'button', label: 'View your order', url: orderUrl },
      { kind: 'note', text: `You can also follow it with its number and this e-mail address: ${trackUrl}` },
    ],
  };
}
