import { paymentFailureMessage } from '@common/payment-reasons';
import { estimatedDelivery, isOrderStatusCode, orderStatusColour, orderStatusName } from '@common/order-status';

/**
 * One order, one story. Every line the order pages show about where an order stands (heading,
 * icon, explanation, status badge, progress steps, delivery estimate, refund note) is decided
 * here from the server's order, so no page can say "Cancelled", "Processing" and "Payment Failed"
 * about the same order at once. Pure: tested on its own (order-story.test.ts).
 */
export interface StoryOrder {
  status: string;
  paymentStatus: string;
  paymentFailureReason?: string | null;
  refundDue?: boolean | null;
  createdAt?: string | null;
  /** What was refunded so far and what was paid, formatted (₹100.00), to say how much of it came back. */
  refundedFormatted?: string | null;
  totalFormatted?: string | null;
}

export type StoryKind = 'confirmed' | 'delivered' | 'awaiting-payment' | 'payment-failed' | 'cancelled';
export type StoryTone = 'success' | 'waiting' | 'failed' | 'cancelled';

export interface StoryStep {
  label: string;
  detail: string;
  done: boolean;
}

export interface OrderStory {
  kind: StoryKind;
  tone: StoryTone;
  title: string;
  text: string;
  /** The shopper's words for the failure, when the payment failed. */
  failureMessage: string | null;
  /** What the status badge says and its colour. */
  statusLabel: string;
  statusColour: string;
  /** Shown only while the order is on its way to the shopper. */
  estimatedDelivery: Date | null;
  /** The progress steps, only for an order that is going ahead. */
  steps: StoryStep[] | null;
  /** A note about money, only when there is something to say (refunds). */
  refundNote: string | null;
  /** Whether placing the order again is the way forward. */
  suggestRetry: boolean;
}

const RANK: Record<string, number> = { Pending: 0, Processing: 1, Shipped: 2, Delivered: 3 };

const TONE_COLOURS: Record<StoryTone, string> = { success: 'leaf', waiting: 'turmeric', failed: 'red', cancelled: 'gray' };

export function toneColour(tone: StoryTone): string {
  return TONE_COLOURS[tone];
}

export const PARTIAL_REFUND_NOTE = 'Part of your payment has been refunded to the original payment method.';

/** The part refund's note with its amount: "₹100.00 of your ₹727.00 payment has been refunded…". */
export function partialRefundNote(refunded: string | undefined, total: string | undefined): string {
  if (!refunded) return PARTIAL_REFUND_NOTE;
  return `${refunded} of your ${total ? `${total} ` : ''}payment has been refunded to the original payment method.`;
}
export const REFUND_NOTE = 'Your payment will be refunded to the original payment method within 5–7 working days.';

export function orderStory(apiOrder: StoryOrder, formatDate: (date: Date) => string = (date) => date.toDateString()): OrderStory {
  // The story speaks the shop's words: the API's PENDING is told as Pending.
  const order = { ...apiOrder, status: isOrderStatusCode(apiOrder.status) ? orderStatusName(apiOrder.status) : apiOrder.status };
  const placed = order.createdAt ? new Date(order.createdAt) : null;
  const paid = order.paymentStatus === 'PAID' || order.paymentStatus === 'PARTIALLY_REFUNDED';
  const refundNote =
    order.paymentStatus === 'PARTIALLY_REFUNDED'
      ? partialRefundNote(order.refundedFormatted ?? undefined, order.totalFormatted ?? undefined)
      : order.refundDue || (paid && order.status === 'Cancelled')
        ? REFUND_NOTE
        : null;
  const quiet = { estimatedDelivery: null, steps: null, failureMessage: null, suggestRetry: false };

  if (order.paymentStatus === 'FAILED') {
    return {
      ...quiet,
      kind: 'payment-failed',
      tone: 'failed',
      title: 'Payment Failed',
      text: order.refundDue
        ? 'The payment for this order did not complete in time, so the order was closed and will not be shipped.'
        : 'The payment for this order did not go through, so the order will not be shipped. You have not been charged.',
      failureMessage: paymentFailureMessage(order.paymentFailureReason),
      statusLabel: 'Payment failed',
      statusColour: 'red',
      refundNote,
      suggestRetry: true,
    };
  }

  if (order.paymentStatus === 'REFUNDED') {
    return {
      ...quiet,
      kind: 'cancelled',
      tone: 'cancelled',
      title: 'Order Refunded',
      text: 'The payment for this order has been refunded to the original payment method.',
      statusLabel: 'Refunded',
      statusColour: 'gray',
      refundNote: null,
    };
  }

  if (order.status === 'Cancelled') {
    return {
      ...quiet,
      kind: 'cancelled',
      tone: 'cancelled',
      title: 'Order Cancelled',
      text: paid
        ? 'This order was cancelled and will not be shipped.'
        : 'This order was cancelled before it was paid. You have not been charged.',
      statusLabel: 'Cancelled',
      statusColour: orderStatusColour('Cancelled'),
      refundNote,
    };
  }

  const cashOnDelivery = order.paymentStatus === 'PAY_ON_DELIVERY';
  if (!paid && !cashOnDelivery) {
    return {
      ...quiet,
      kind: 'awaiting-payment',
      tone: 'waiting',
      title: 'Order Received',
      text: 'We are waiting for our payment partner to confirm your payment. This page will show the order as confirmed once it is.',
      statusLabel: 'Awaiting payment',
      statusColour: 'orange',
      steps: [
        { label: 'Order Placed', detail: placed ? formatDate(placed) : 'Placed', done: true },
        { label: 'Payment', detail: 'Awaiting confirmation', done: false },
      ],
      refundNote,
    };
  }

  const rank = RANK[order.status] ?? 1;
  const delivery = placed ? estimatedDelivery(placed) : null;
  const delivered = rank >= 3;
  return {
    ...quiet,
    kind: delivered ? 'delivered' : 'confirmed',
    tone: 'success',
    title: delivered ? 'Order Delivered' : 'Order Confirmed!',
    text: delivered
      ? 'Your order has been delivered. We hope you enjoy it.'
      : cashOnDelivery
        ? `Thank you for shopping with Herbal Roots. We are preparing your order with care: please pay the courier ${order.totalFormatted ? `${order.totalFormatted} ` : ''}in cash when it arrives.`
        : 'Thank you for shopping with Herbal Roots. We are preparing your order with care.',
    statusLabel: order.status,
    statusColour: orderStatusColour(order.status),
    estimatedDelivery: delivered ? null : delivery,
    steps: [
      { label: 'Order Placed', detail: placed ? formatDate(placed) : 'Placed', done: true },
      { label: 'Order Processing', detail: cashOnDelivery ? 'Cash on delivery' : 'Payment confirmed', done: true },
      { label: 'Order Shipped', detail: rank >= 2 ? 'On its way' : 'Not yet', done: rank >= 2 },
      {
        label: 'Order Delivered',
        detail: delivered ? 'Delivered' : delivery ? `Estimated ${formatDate(delivery)}` : 'Not yet',
        done: delivered,
      },
    ],
    refundNote,
  };
}
