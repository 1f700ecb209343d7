import type { DomainEventBus } from '../kernel/event-bus.js';
import { OrderPaymentConfirmed, OrderTransitioned } from '../orders/order-events.js';
import { RefundCompleted } from '../payments/payment-events.js';
import { issueCreditNote, issueInvoice, issueReturnCreditNote } from './issue-tax-documents.js';

/**
 * The GST documents the shop's changes call for, issued in the transaction of the change (a document
 * that cannot be issued stops the change): goods are invoiced when paid for, or, sent cash on
 * delivery, when they leave (CGST Act section 31(1)); every completed refund gets its credit note;
 * a cash-on-delivery order invoiced as it shipped and then returned undelivered gets one reversing it.
 * Registered first: the e-mails and webhooks of the same change quote these documents.
 */
export function registerInvoicingSubscribers(events: DomainEventBus): void {
  events.subscribe(OrderPaymentConfirmed, 'invoicing: the tax invoice of a paid order', async ({ order }, { manager }) => {
    await issueInvoice(manager, order.id);
  });

  events.subscribe(
    OrderTransitioned,
    'invoicing: a cash-on-delivery order invoiced as it ships, credited if it comes back',
    async ({ order, to }, { manager }) => {
      if (order.paymentStatus !== 'PAY_ON_DELIVERY') return;
      if (to === 'Shipped') await issueInvoice(manager, order.id);
      if (to === 'Cancelled') await issueReturnCreditNote(manager, order.id);
    },
  );

  events.subscribe(RefundCompleted, 'invoicing: the credit note of a completed refund', async ({ refund }, { manager }) => {
    await issueCreditNote(manager, refund);
  });
}
