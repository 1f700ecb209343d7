import type { EntityManager } from 'typeorm';
import type { DomainEventBus, EventTransaction } from '../kernel/event-bus.js';
import { TaxDocumentEntity } from '../invoicing/tax-document.entity.js';
import { OrderTransitioned } from '../orders/order-events.js';
import { OrderLineEntity } from '../orders/order-line.entity.js';
import { RefundCompleted } from '../payments/payment-events.js';
import { ReturnApproved, ReturnRejected, ReturnRequested, type ReturnStepEvent } from '../returns/return-events.js';
import { ReturnRequestEntity } from '../returns/return-request.entity.js';
import { DeliveryAttemptFailed, OrderShipped, ReturnPickupBooked } from '../fulfilment/shipment-events.js';
import { SettingsService } from '../settings/settings.service.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import type { MailService } from './mail.service.js';
import { ORDER_SHIPPED, orderShippedMail } from './templates/order-shipped.js';
import {
  DELIVERY_ATTEMPT_FAILED,
  deliveryAttemptFailedMail,
  OWNER_DELIVERY_ATTEMPT_FAILED,
  ownerDeliveryAttemptFailedMail,
} from './templates/delivery-attempt-failed.js';
import { RETURN_PICKUP_BOOKED, returnPickupMail } from './templates/return-pickup.js';
import { OWNER_RETURN_REQUEST, ownerReturnRequestMail } from './templates/owner-return-request.js';
import { REFUND_MAIL_KIND_PREFIX, refundIssuedMail } from './templates/refund-issued.js';
import * as returnMails from './templates/return-shopper.js';

/**
 * The e-mails the shop's changes owe, written to the outbox in the transaction of the change (so a
 * message exists exactly when its change committed); MailService enqueues each message's job in
 * that transaction too, and the job sends it once the change has committed. Registered
 * after invoicing's subscribers: a confirmation or shipping e-mail carries the invoice issued by
 * the same change, a refund's its credit note.
 */
export function registerMailSubscribers(events: DomainEventBus, deps: ShopServiceDeps, mail: MailService): void {
  events.subscribe(OrderTransitioned, "mail: the shopper's e-mail for the move", async ({ order, to, by, quiet }, tx) => {
    const { manager } = tx;
    if (to === 'Processing')
      await mail.enqueueOrderConfirmation(manager, order, await invoiceOf(manager, order.id, order.paymentStatus === 'PAID'));
    if (to === 'Delivered') await mail.enqueueOrderDelivered(manager, order, order.deliveredAt ?? new Date());
    if (to === 'Cancelled' && !quiet) await mail.enqueueOrderCancelled(manager, order, by);
  });

  events.subscribe(OrderShipped, 'mail: the tracking link', async ({ order, shipment }, tx) => {
    // A cash-on-delivery order is invoiced as it ships: its invoice rides with this e-mail, as a
    // paid order's rode with its confirmation.
    const invoice = await invoiceOf(tx.manager, order.id, order.paymentMethod === 'CASH_ON_DELIVERY');
    const content = orderShippedMail(order, await mail.moneyOf(tx.manager, order), shipment, deps.publicUrl, invoice);
    await mail.enqueueForOrder(tx.manager, ORDER_SHIPPED, order, await mail.render(tx.manager, content), invoice?.id ?? null);
  });

  events.subscribe(DeliveryAttemptFailed, 'mail: the shopper and the owner hear of a failed delivery', async ({ order, attempt }, tx) => {
    const { manager } = tx;
    // One e-mail per attempt: the outbox keeps one message per kind and order.
    const shopper = await mail.render(manager, deliveryAttemptFailedMail(order, attempt, deps.publicUrl));
    await mail.enqueueForOrder(manager, `${DELIVERY_ATTEMPT_FAILED}-${attempt.attempt}`, order, shopper);
    const owner = await new SettingsService(deps).contactNotificationAddress(manager);
    await mail.enqueue(
      manager,
      OWNER_DELIVERY_ATTEMPT_FAILED,
      owner,
      await mail.render(manager, ownerDeliveryAttemptFailedMail(order, attempt, deps.publicUrl)),
    );
  });

  events.subscribe(ReturnPickupBooked, "mail: the return pickup's label", async ({ order, returnId, pickup }, tx) => {
    const content = returnPickupMail(order, pickup);
    await mail.enqueueForOrder(tx.manager, `${RETURN_PICKUP_BOOKED}-${returnId}`, order, await mail.render(tx.manager, content));
  });

  events.subscribe(RefundCompleted, 'mail: the refund notice (or the return refunded)', async ({ order, refund, fully }, tx) => {
    const { manager } = tx;
    const creditNote = await manager.findOne(TaxDocumentEntity, { where: { refundId: refund.id } });
    // A return's refund tells the shopper about the return; any other refund is a plain notice.
    const request = await manager.findOne(ReturnRequestEntity, {
      where: { refundId: refund.id, status: 'REFUNDED' },
      relations: { lines: true },
    });
    const content = request
      ? returnMails.returnRefundedMail(order, mailReturn(request, await orderLinesOf(manager, order.id)), deps.publicUrl)
      : refundIssuedMail(order, refund, fully, deps.publicUrl);
    // One e-mail per refund, however often its completion is seen (the kind names the refund).
    const kind = `${REFUND_MAIL_KIND_PREFIX}${refund.id}`;
    await mail.enqueueForOrder(manager, kind, order, await mail.render(manager, content), creditNote?.id ?? null);
  });

  events.subscribe(
    ReturnRequested,
    'mail: the shopper and the owner hear of a return asked',
    async ({ request, order, orderLines }, tx) => {
      const { manager } = tx;
      const summary = mailReturn(request, orderLines);
      const content = returnMails.returnRequestedMail(order, summary, deps.publicUrl);
      await mail.enqueueForOrder(manager, `${returnMails.RETURN_REQUESTED}:${request.id}`, order, await mail.render(manager, content));
      const owner = await new SettingsService(deps).contactNotificationAddress(manager);
      await mail.enqueue(
        manager,
        OWNER_RETURN_REQUEST,
        owner,
        await mail.render(manager, ownerReturnRequestMail(order, summary, deps.publicUrl)),
      );
    },
  );

  events.subscribe(ReturnApproved, 'mail: how to send the items back', async ({ request, order, orderLines }, tx) => {
    const shop = await mail.shopDetails(tx.manager);
    const content = returnMails.returnApprovedMail(order, mailReturn(request, orderLines), shop.address, deps.publicUrl);
    await enqueueReturnMail(tx, `${returnMails.RETURN_APPROVED}:${request.id}`, { request, order, orderLines }, content);
  });

  events.subscribe(ReturnRejected, 'mail: why the return was refused', async (step, tx) => {
    const { request, order, orderLines } = step;
    const summary = { ...mailReturn(request, orderLines), rejectionReason: request.rejectionReason };
    await enqueueReturnMail(
      tx,
      `${returnMails.RETURN_REJECTED}:${request.id}`,
      step,
      returnMails.returnRejectedMail(order, summary, deps.publicUrl),
    );
  });

  async function enqueueReturnMail(
    tx: EventTransaction,
    kind: string,
    { order }: ReturnStepEvent,
    content: Parameters<MailService['render']>[1],
  ) {
    await mail.enqueueForOrder(tx.manager, kind, order, await mail.render(tx.manager, content));
  }
}

/** The order's tax invoice when `wanted` (one read, skipped when no invoice can exist). */
async function invoiceOf(manager: EntityManager, orderId: string, wanted: boolean): Promise<TaxDocumentEntity | null> {
  return wanted ? manager.findOne(TaxDocumentEntity, { where: { orderId, kind: 'INVOICE' } }) : null;
}

function orderLinesOf(manager: EntityManager, orderId: string): Promise<OrderLineEntity[]> {
  return manager.find(OrderLineEntity, { where: { orderId }, order: { position: 'ASC' } });
}

/** A return as its e-mails tell it: the units asked back by name and size, the reason, the refund. */
function mailReturn(
  request: Pick<ReturnRequestEntity, 'lines' | 'reason' | 'note' | 'refundPaise'>,
  lines: readonly OrderLineEntity[],
): returnMails.MailReturn {
  return {
    lines: request.lines.map((asked) => {
      const line = lines.find((candidate) => candidate.id === asked.orderLineId);
      return { name: line?.name ?? 'Item', size: line?.size ?? '', quantity: asked.quantity };
    }),
    reason: request.reason,
    note: request.note,
    refundPaise: request.refundPaise,
  };
}
