import { formatOrderNumber } from '@common/order-status.js';
import { RETURN_APPROVAL_DAYS } from '@common/returns.js';
import type { OrderEntity } from '../../orders/order.entity.js';
import type { MailContent } from './mail-layout.js';
import { returnLinesBlock, type MailReturn } from './return-shopper.js';

/** To the owner, at the notification address in Settings, when a shopper asks for a return: what, why, and the promise's clock. */
export const OWNER_RETURN_REQUEST = 'owner-return-request';

export function ownerReturnRequestMail(
  order: Pick<OrderEntity, 'id' | 'orderNumber' | 'firstName' | 'lastName' | 'email'>,
  request: MailReturn,
  publicUrl: string,
): MailContent {
  const number = formatOrderNumber(order.orderNumber);
  const details = `${publicUrl.replace(/\/+$/, '')}/admin/orders?q=${encodeURIComponent(number)}`;
  return {
    subject: `Return request for order ${number}`,
    preview: `${order.firstName} ${order.lastName} asks to return items; the policy promises an answer within ${RETURN_APPROVAL_DAYS} days.`,
    blocks: [
      { kind: 'heading', text: `New return request for ${number}` },
      {
        kind: 'facts',
        rows: [
          ['Customer', `${order.firstName} ${order.lastName}`],
          ['E-mail', order.email],
        ],
      },
      returnLinesBlock(request),
      {
        kind: 'paragraph',
        text: `The shipping policy promises an answer within ${RETURN_APPROVAL_DAYS} days: approve or reject it in the admin.`,
      },
      { kind: 'button', label: 'Open the order in the admin', url: details },
    ],
  };
}

/** To the owner, once per request, when a return request has waited past the 2 days the policy promises. */
export const OWNER_RETURN_WAITING = 'owner-return-waiting';

export function ownerReturnWaitingMail(
  order: Pick<OrderEntity, 'orderNumber' | 'firstName' | 'lastName' | 'email'>,
  request: MailReturn,
  waitingDays: number,
  publicUrl: string,
): MailContent {
  const number = formatOrderNumber(order.orderNumber);
  const queue = `${publicUrl.replace(/\/+$/, '')}/admin/returns`;
  const waited = waitingDays === 1 ? '1 day' : `${waitingDays} days`;
  return {
    subject: `Return request for order ${number} has waited ${waited}`,
    preview: `The policy promises an answer within ${RETURN_APPROVAL_DAYS} days: approve or reject it now.`,
    blocks: [
      { kind: 'heading', text: `${number}: a return request is waiting for your answer` },
      {
        kind: 'facts',
        rows: [
          ['Customer', `${order.firstName} ${order.lastName}`],
          ['E-mail', order.email],
          ['Waiting', waited],
        ],
      },
      returnLinesBlock(request),
      {
        kind: 'paragraph',
        text: `The shipping policy promises an answer within ${RETURN_APPROVAL_DAYS} days, and this request has waited longer: approve or reject it in the Returns queue.`,
      },
      { kind: 'button', label: 'Open the Returns queue', url: queue },
    ],
  };
}
