import { formatPaise } from '@common/money.js';
import { formatOrderNumber } from '@common/order-status.js';
import type { OrderEntity } from '../../orders/order.entity.js';
import type { MailContent } from './mail-layout.js';
import { orderSummaryBlock, type MailLine } from './order-summary.js';

/** To the owner, at the notification address in Settings, when an order is paid: what to pack and for whom. */
export const OWNER_NEW_ORDER = 'owner-new-order';

export function ownerNewOrderMail(
  order: Pick<
    OrderEntity,
    | 'id'
    | 'orderNumber'
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'phone'
    | 'city'
    | 'state'
    | 'subtotalPaise'
    | 'shippingPaise'
    | 'totalPaise'
  >,
  lines: readonly MailLine[],
  publicUrl: string,
): MailContent {
  const number = formatOrderNumber(order.orderNumber);
  const console = `${publicUrl.replace(/\/+$/, '')}/admin/orders`;
  return {
    subject: `New paid order ${number}: ${formatPaise(order.totalPaise)}`,
    preview: `${order.firstName} ${order.lastName} in ${order.city} paid ${formatPaise(order.totalPaise)}.`,
    blocks: [
      { kind: 'heading', text: `New order ${number} is paid` },
      {
        kind: 'facts',
        rows: [
          ['Customer', `${order.firstName} ${order.lastName}`],
          ['E-mail', order.email],
          ['Phone', order.phone],
          ['Ships to', `${order.city}, ${order.state}`],
        ],
      },
      orderSummaryBlock(order, lines),
      { kind: 'button', label: 'Open the orders in the admin', url: console },
    ],
  };
}
