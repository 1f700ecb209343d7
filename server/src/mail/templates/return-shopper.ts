import { formatPaise } from '@common/money.js';
import { formatOrderNumber } from '@common/order-status.js';
import { REFUND_BUSINESS_DAYS, RETURN_APPROVAL_DAYS, RETURN_POLICY_WORDS, returnReasonLabel } from '@common/returns.js';
import type { MailBlock, MailContent } from './mail-layout.js';
import { orderLinks, type MailOrder } from './order-summary.js';

/**
 * What the shopper hears of a return, one e-mail a step: asked (and what happens next), approved
 * (how to send the items back), rejected (why), refunded (how much, and when it arrives). The kinds
 * carry the return's id, so each step mails once per return.
 */
export const RETURN_REQUESTED = 'return-requested';
export const RETURN_APPROVED = 'return-approved';
export const RETURN_REJECTED = 'return-rejected';

/** What these e-mails need of a return: its units, the shopper's reason, and the owner's answer. */
export interface MailReturn {
  lines: ReadonlyArray<{ name: string; size: string; quantity: number }>;
  reason: string;
  note: string;
  rejectionReason?: string | null;
  refundPaise?: number | null;
}

type ReturnOrder = Pick<MailOrder, 'id' | 'orderNumber' | 'firstName'>;

/** The units asked back, as the return's summary in every one of these e-mails. */
export function returnLinesBlock(request: MailReturn): MailBlock {
  return {
    kind: 'facts',
    rows: [
      ...request.lines.map((line) => [`${line.name} (${line.size})`, `× ${line.quantity}`] as const),
      ['Reason', request.note ? `${returnReasonLabel(request.reason)}: ${request.note}` : returnReasonLabel(request.reason)],
    ],
  };
}

export function returnRequestedMail(order: ReturnOrder, request: MailReturn, publicUrl: string): MailContent {
  const number = formatOrderNumber(order.orderNumber);
  return {
    subject: `We have your return request for order ${number}`,
    preview: `We will answer within ${RETURN_APPROVAL_DAYS} days.`,
    blocks: [
      { kind: 'heading', text: `Your return request for ${number}` },
      { kind: 'paragraph', text: `Thank you, ${order.firstName}. We will look at it and answer within ${RETURN_APPROVAL_DAYS} days.` },
      returnLinesBlock(request),
      { kind: 'paragraph', text: 'Please keep the items and their packaging until we tell you where to send them.' },
      { kind: 'button', label: 'View your order', url: orderLinks(order, publicUrl).orderUrl },
      { kind: 'note', text: RETURN_POLICY_WORDS },
    ],
  };
}

export function returnApprovedMail(order: ReturnOrder, request: MailReturn, shopAddress: string, publicUrl: string): MailContent {
  const number = formatOrderNumber(order.orderNumber);
  return {
    subject: `Your return for order ${number} is approved`,
    preview: 'Here is how to send the items back.',
    blocks: [
      { kind: 'heading', text: `Your return for ${number} is approved` },
      { kind: 'paragraph', text: `Good news, ${order.firstName}: you can send these items back.` },
      returnLinesBlock(request),
      {
        kind: 'paragraph',
        text: `What to do: pack them securely with their packaging, write ${number} on the parcel, and send it by any courier to: ${shopAddress.split('\n').join(', ')}. Keep the courier's receipt.`,
      },
      {
        kind: 'paragraph',
        text: `Once the parcel reaches us we refund what you paid for these items to your original payment method, within ${REFUND_BUSINESS_DAYS} business days.`,
      },
      { kind: 'button', label: 'View your order', url: orderLinks(order, publicUrl).orderUrl },
    ],
  };
}

export function returnRejectedMail(order: ReturnOrder, request: MailReturn, publicUrl: string): MailContent {
  const number = formatOrderNumber(order.orderNumber);
  return {
    subject: `Your return request for order ${number} was not accepted`,
    preview: request.rejectionReason ?? '',
    blocks: [
      { kind: 'heading', text: `We could not accept this return` },
      { kind: 'paragraph', text: `Sorry, ${order.firstName}: we cannot accept your return request for order ${number}.` },
      { kind: 'facts', rows: [['Why', request.rejectionReason ?? '']] },
      returnLinesBlock(request),
      { kind: 'paragraph', text: 'If you think we got it wrong, reply to this e-mail or write to us at the address below.' },
      { kind: 'button', label: 'View your order', url: orderLinks(order, publicUrl).orderUrl },
    ],
  };
}

export function returnRefundedMail(order: ReturnOrder, request: MailReturn, publicUrl: string): MailContent {
  const number = formatOrderNumber(order.orderNumber);
  const amount = formatPaise(request.refundPaise ?? 0);
  return {
    subject: `Refund of ${amount} for your return from order ${number}`,
    preview: `The items reached us; ${amount} is on its way back to you.`,
    blocks: [
      { kind: 'heading', text: `Your return is refunded` },
      { kind: 'paragraph', text: `The items reached us, ${order.firstName}, and we have refunded ${amount}.` },
      returnLinesBlock(request),
      { kind: 'facts', rows: [['Refunded', amount]] },
      {
        kind: 'paragraph',
        text: `The money goes back to your original payment method and reaches you within ${REFUND_BUSINESS_DAYS} business days. The GST credit note is attached.`,
      },
      { kind: 'button', label: 'View your order', url: orderLinks(order, publicUrl).orderUrl },
    ],
  };
}
