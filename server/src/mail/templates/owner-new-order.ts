import { formatPaise } from '@common/money.js';
import { formatOrderNumber } from '@common/order-status.js';
import type { OrderMoneyBreakdown } from '../../invoicing/money-breakdown.service.js';
import type { OrderEntity } from '../../orders/order.entity.js';
import type { MailContent } from './mail-layout.js';
import { orderSummaryBlock } from './order-summary.js';

/**
 * To the owner, at the notification address in Settings, when an order is paid or placed for cash
 * on delivery: what to pack and for whom, and for cash on delivery the cash still to be collected
 * (never "paid" until the cash is recorded).
 */
export const OWNER_NEW_ORDER = 'owner-new-order';

export function ownerNewOrderMail(
  order: Pick<OrderEntity, 'id' | 'orderNumber' | 'firstName' | 'lastName' | 'email' | 'phone' | 'city' | 'state'>,
  money: OrderMoneyBreakdown,
  publicUrl: string,
): MailContent {
  const number = formatOrderNumber(order.orderNumber);
  const console = `${publicUrl.replace(/\/+$/, '')}/admin/orders`;
  const total = formatPaise(money.totalPaise);
  const toCollect = money.cashToCollectPaise > 0 ? `Cash on delivery: ${formatPaise(money.cashToCollectPaise)} to collect` : null;
  return {
    subject: toCollect ? `New order ${number}: ${toCollect}` : `New paid order ${number}: ${total}`,
    preview: toCollect
      ? `${order.firstName} ${order.lastName} in ${order.city} pays ${formatPaise(money.cashToCollectPaise)} in cash on delivery.`
      : `${order.firstName} ${order.lastName} in ${order.city} paid ${total}.`,
    blocks: [
      { kind: 'heading', text: toCollect ? `New order ${number}: ${toCollect}` : `New order ${number} is paid` },
      {
        kind: 'facts',
        rows: [
          ['Customer', `${order.firstName} ${order.lastName}`],
          ['E-mail', order.email],
          ['Phone', order.phone],
          ['Ships to', `${order.city}, ${order.state}`],
        ],
      },
      orderSummaryBlock(money, toCollect ? 'To collect in cash' : 'Total paid'),
      { kind: 'button', label: 'Open the orders in the admin', url: console },
    ],
  };
}
