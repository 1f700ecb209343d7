import { orderStatusCode } from '@common/order-status.js';
import type { DomainEventBus } from '../kernel/event-bus.js';
import { TaxDocumentEntity } from '../invoicing/tax-document.entity.js';
import { OrderTransitioned } from '../orders/order-events.js';
import { OrderPaidOnline, RefundCompleted } from '../payments/payment-events.js';
import { ReturnApproved, ReturnRefunded, ReturnRejected, ReturnRequested } from '../returns/return-events.js';
import { recordReturnWebhook } from './return-webhooks.js';
import { recordWebhookEvent } from './webhook-events.js';

/**
 * The webhooks integrators receive, queued in the transaction of the change each reports
 * (webhook-events.ts). Registered after invoicing's subscribers: order.paid and order.refunded
 * carry the number of the document those issued in the same transaction.
 *
 * order.created and the product events are queued by database triggers instead (webhook-events.ts).
 */
export function registerWebhookSubscribers(events: DomainEventBus): void {
  events.subscribe(OrderTransitioned, 'integrations: order.status_changed', ({ order, from, to, by }, { manager }) =>
    recordWebhookEvent(manager, 'order.status_changed', {
      id: order.id,
      from: orderStatusCode(from),
      to: orderStatusCode(to),
      changedBy: by,
    }),
  );

  events.subscribe(OrderPaidOnline, 'integrations: order.paid', async ({ order, paymentReference }, { manager }) => {
    const invoice = await manager.findOne(TaxDocumentEntity, { where: { orderId: order.id, kind: 'INVOICE' }, select: { number: true } });
    await recordWebhookEvent(manager, 'order.paid', {
      id: order.id,
      paymentReference,
      totalPaise: order.totalPaise,
      invoiceNumber: invoice?.number ?? null,
    });
  });

  events.subscribe(RefundCompleted, 'integrations: order.refunded', async ({ order, refund, refundedPaise, fully }, { manager }) => {
    const creditNote = await manager.findOne(TaxDocumentEntity, { where: { refundId: refund.id }, select: { number: true } });
    await recordWebhookEvent(manager, 'order.refunded', {
      id: order.id,
      refundId: refund.id,
      amountPaise: refund.amountPaise,
      refundedPaise,
      fully,
      creditNoteNumber: creditNote?.number ?? null,
    });
  });

  events.subscribe(ReturnRequested, 'integrations: return.requested', (step, { manager }) =>
    recordReturnWebhook(manager, 'return.requested', step),
  );
  events.subscribe(ReturnApproved, 'integrations: return.approved', (step, { manager }) =>
    recordReturnWebhook(manager, 'return.approved', step),
  );
  events.subscribe(ReturnRejected, 'integrations: return.rejected', (step, { manager }) =>
    recordReturnWebhook(manager, 'return.rejected', step),
  );
  events.subscribe(ReturnRefunded, 'integrations: return.refunded', (step, { manager }) =>
    recordReturnWebhook(manager, 'return.refunded', step),
  );
}
