import { formatOrderNumber } from '@common/order-status.js';
import type { OrderEntity } from '../../orders/order.entity.js';
import type { MailContent } from './mail-layout.js';
import { orderLinks, type MailOrder } from './order-summary.js';

/** To the shopper after a failed delivery attempt: what the courier said, and the order page's form to answer it. */
export const DELIVERY_ATTEMPT_FAILED = 'delivery-attempt-failed';

export interface FailedAttempt {
  courierName: string;
  awb: string;
  reason: string;
  attempt: number;
}

export function deliveryAttemptFailedMail(
  order: MailOrder & Pick<OrderEntity, 'paymentMethod'>,
  attempt: FailedAttempt,
  publicUrl: string,
): MailContent {
  const number = formatOrderNumber(order.orderNumber);
  const { orderUrl } = orderLinks(order, publicUrl);
  return {
    subject: `We could not deliver your order ${number}`,
    preview: `${attempt.courierName} could not deliver it: ${attempt.reason}.`,
    blocks: [
      { kind: 'heading', text: `${order.firstName}, the courier could not deliver your parcel` },
      { kind: 'paragraph', text: `${attempt.courierName} tried to deliver order ${number} and could not.` },
      {
        kind: 'facts',
        rows: [
          ['Courier', attempt.courierName],
          ['Tracking number', attempt.awb],
          ["Courier's reason", attempt.reason],
        ],
      },
      {
        kind: 'paragraph',
        text: `Choose a day in the next few days for the courier to come again, and correct the address line, landmark or phone if they were wrong, on your order's page.${order.paymentMethod === 'CASH_ON_DELIVERY' ? ' If you no longer want the order, you can ask for it to come back to us there.' : ''} A parcel nobody answers for comes back to us.`,
      },
      { kind: 'button', label: 'Choose a delivery day', url: `${orderUrl}#delivery` },
    ],
  };
}

/** To the owner, at the notification address, after a failed delivery attempt: the courier's reason and where to act. */
export const OWNER_DELIVERY_ATTEMPT_FAILED = 'owner-delivery-attempt-failed';

export function ownerDeliveryAttemptFailedMail(
  order: Pick<OrderEntity, 'orderNumber' | 'firstName' | 'lastName' | 'phone' | 'city' | 'postalCode'>,
  attempt: FailedAttempt,
  publicUrl: string,
): MailContent {
  const number = formatOrderNumber(order.orderNumber);
  const list = `${publicUrl.replace(/\/+$/, '')}/admin/orders?view=failed-deliveries`;
  return {
    subject: `Delivery failed for order ${number}: ${attempt.reason}`,
    preview: `${attempt.courierName} could not deliver ${number}; re-attempt or return it.`,
    blocks: [
      { kind: 'heading', text: `Delivery attempt ${attempt.attempt} failed for ${number}` },
      {
        kind: 'facts',
        rows: [
          ['Customer', `${order.firstName} ${order.lastName}`],
          ['Phone', order.phone],
          ['Deliver to', `${order.city} ${order.postalCode}`],
          ['Courier', attempt.courierName],
          ['Tracking number', attempt.awb],
          ["Courier's reason", attempt.reason],
        ],
      },
      {
        kind: 'paragraph',
        text: "The shopper can answer on their order's page (a day for the courier, a corrected address or phone). Or answer for them: re-attempt, or return it.",
      },
      { kind: 'button', label: 'Open failed deliveries', url: list },
    ],
  };
}
