import { IsNull } from 'typeorm';
import {
  reattemptDayLabel,
  reattemptDays,
  validateDeliveryAnswer,
  type DeliveryAnswerField,
  type DeliveryAnswerInput,
} from '@common/failed-delivery.js';
import { actorName, requireAdmin } from '../../kernel/access.js';
import type { ShopServiceDeps } from '../../kernel/dependencies.js';
import { invalidInput, notFound, ShopError } from '../../kernel/errors.js';
import type { RequestContext } from '../../kernel/request-context.js';
import { OrderActivityEntity } from '../../orders/order-activity.entity.js';
import { isUuid, loadOrderWithLines } from '../../orders/order-loading.js';
import type { OrderEntity } from '../../orders/order.entity.js';
import { ShipmentEntity } from '../shipment.entity.js';
import type { NdrRequest, ShippingProvider } from './shipping-provider.js';

/** How the shopper is named in the order's activity and on the answer. */
export const SHOPPER = 'customer';

const NOTHING_WAITING = 'This order has no failed delivery waiting for an answer.';

/** Finds a shopper's order by its number and e-mail, as the track-order page does (orders' OrderTrackingService). */
export interface ShoppersOrderFinder {
  find(ctx: RequestContext, orderNumber: string, email: string): Promise<OrderEntity | null>;
}

/** A failed delivery as the order page shows it: the courier's reason and what may be answered. */
export interface FailedDeliveryView {
  reason: string;
  at: Date;
  attempts: number;
  /** REATTEMPT, RETURN or DELIVERED; null while it waits for an answer. */
  outcome: string | null;
  answeredBy: string | null;
  answeredAt: Date | null;
  reattemptOn: string | null;
  /** While it waits: the days a re-attempt may be asked for; empty otherwise. */
  reattemptDays: string[];
  /** While it waits and the parcel is cash on delivery: the shopper may send it back instead. */
  mayReturn: boolean;
}

/**
 * The answer to a failed delivery attempt (NDR), by the shopper on the order page (found by its
 * number and e-mail, as every shopper change is) or by the owner on the shopper's behalf: the
 * courier comes again on one of the next working days, with the address line, landmark or phone
 * corrected, or, for cash on delivery, brings the parcel back. Only while the parcel is in a
 * failed delivery and once per attempt: the answer is claimed on the shipment before the courier
 * is told, and released if the courier service fails, so bad input or a failure changes nothing.
 * Each answer is an entry of the order's activity.
 */
export class FailedDeliveryService {
  constructor(
    private readonly deps: ShopServiceDeps,
    private readonly provider: ShippingProvider,
    private readonly shoppersOrders: ShoppersOrderFinder,
  ) {}

  /** The shopper's answer from the order page. */
  async answerAsShopper(
    ctx: RequestContext,
    which: { orderNumber: string; email: string },
    input: DeliveryAnswerInput,
  ): Promise<OrderEntity> {
    const order = await this.shoppersOrders.find(ctx, which.orderNumber, which.email);
    if (!order) throw notFound('No order matches this number and e-mail', { field: 'orderNumber' });
    return this.answer(order, SHOPPER, input, { owner: false, comment: '' });
  }

  /** The owner's answer, from the failed deliveries or the order's page; a re-attempt's day is then optional. */
  async answerAsOwner(
    ctx: RequestContext,
    orderId: string,
    input: DeliveryAnswerInput & { comment?: string | null },
  ): Promise<OrderEntity> {
    requireAdmin(ctx, 'ORDERS_WRITE');
    if (!isUuid(orderId)) throw notFound('Order not found');
    const order = await loadOrderWithLines(this.deps.dataSource, orderId);
    if (!order) throw notFound('Order not found');
    const comment = typeof input.comment === 'string' ? input.comment.trim().slice(0, 300) : '';
    return this.answer(order, actorName(ctx), input, { owner: true, comment });
  }

  /** What the order page shows of the shipment's last failed delivery; null when it has none. */
  view(order: Pick<OrderEntity, 'status' | 'paymentMethod'>, shipment: ShipmentEntity, now = new Date()): FailedDeliveryView | null {
    if (!shipment.ndrAt || !shipment.ndrReason) return null;
    const open = this.waiting(order, shipment);
    return {
      reason: shipment.ndrReason,
      at: shipment.ndrAt,
      attempts: shipment.ndrAttempts,
      outcome: shipment.ndrAction,
      answeredBy: shipment.ndrAnsweredBy,
      answeredAt: shipment.ndrAnsweredAt,
      reattemptOn: shipment.ndrReattemptOn,
      reattemptDays: open ? reattemptDays(now) : [],
      mayReturn: open && order.paymentMethod === 'CASH_ON_DELIVERY',
    };
  }

  private waiting(order: Pick<OrderEntity, 'status'>, shipment: ShipmentEntity): boolean {
    return (
      shipment.provider !== 'manual' &&
      shipment.ndrAt !== null &&
      shipment.ndrAction === null &&
      shipment.returnedToOriginAt === null &&
      order.status === 'Shipped'
    );
  }

  private async answer(
    order: OrderEntity,
    by: string,
    input: DeliveryAnswerInput,
    options: { owner: boolean; comment: string },
  ): Promise<OrderEntity> {
    const shipments = this.deps.dataSource.getRepository(ShipmentEntity);
    const shipment = await shipments.findOneBy({ orderId: order.id });
    if (!shipment || !this.waiting(order, shipment)) throw new ShopError('INVALID_STATE', NOTHING_WAITING);

    const cashOnDelivery = order.paymentMethod === 'CASH_ON_DELIVERY';
    const errors = validateDeliveryAnswer(
      // The owner may send a prepaid parcel back (its refund is then due) and leave the day to the courier.
      options.owner && !input.reattemptOn ? { ...input, reattemptOn: reattemptDays()[0] } : input,
      { cashOnDelivery: cashOnDelivery || options.owner, country: order.country },
    );
    const first = Object.entries(errors)[0] as [DeliveryAnswerField, string] | undefined;
    if (first) throw invalidInput(first[1], { field: first[0] });

    const reattempt = input.answer === 'REATTEMPT';
    const clean = (value: string | null | undefined) => (reattempt && typeof value === 'string' && value.trim() ? value.trim() : null);
    const day = reattempt ? clean(input.reattemptOn) : null;
    const addressLine = clean(input.addressLine);
    const landmark = clean(input.landmark);
    const phone = clean(input.phone);
    const answeredAt = new Date();

    // Claimed first, once per attempt: a second answer (a double click, the owner and the shopper
    // together) finds it taken and changes nothing.
    const claimed = await shipments.update(
      { orderId: order.id, ndrAction: IsNull(), ndrAttempts: shipment.ndrAttempts },
      { ndrAction: input.answer, ndrAnsweredBy: by, ndrAnsweredAt: answeredAt, ndrReattemptOn: day },
    );
    if (!claimed.affected) throw new ShopError('INVALID_STATE', 'This failed delivery has been answered already.');

    const request: NdrRequest = {
      action: input.answer,
      comments: courierComment(input.answer, by === SHOPPER, day, options.comment),
      deferredDate: day,
      addressLine,
      landmark,
      phone,
    };
    try {
      await this.provider.ndrAction(shipment.trackingNumber, request);
    } catch (error) {
      // The courier was not told: the failed delivery waits for an answer again.
      await shipments.update(
        { orderId: order.id, ndrAction: input.answer, ndrAttempts: shipment.ndrAttempts, ndrAnsweredAt: answeredAt },
        { ndrAction: null, ndrAnsweredBy: null, ndrAnsweredAt: null, ndrReattemptOn: null },
      );
      throw error;
    }
    await this.deps.dataSource.getRepository(OrderActivityEntity).insert({
      orderId: order.id,
      kind: 'FAILED_DELIVERY_ANSWERED',
      by,
      note: activityNote(shipment.ndrAttempts, request, options.comment),
    });
    const reloaded = await loadOrderWithLines(this.deps.dataSource, order.id);
    if (!reloaded) throw notFound('Order not found');
    return reloaded;
  }
}

function courierComment(answer: DeliveryAnswerInput['answer'], byShopper: boolean, day: string | null, comment: string): string {
  if (comment) return comment;
  const who = byShopper ? 'Customer' : 'Seller';
  if (answer === 'RETURN') return `${who} asked to return the parcel to origin`;
  return day ? `${who} asked to deliver again on ${day}` : `${who} asked to deliver again`;
}

function activityNote(attempt: number, request: NdrRequest, comment: string): string {
  const lines =
    request.action === 'RETURN'
      ? [`Failed delivery ${attempt}: return the parcel to the shop`]
      : [
          `Failed delivery ${attempt}: deliver again${request.deferredDate ? ` on ${reattemptDayLabel(request.deferredDate)}` : ''}`,
          ...(request.addressLine ? [`Address line: ${request.addressLine}`] : []),
          ...(request.landmark ? [`Landmark: ${request.landmark}`] : []),
          ...(request.phone ? [`Phone: ${request.phone}`] : []),
        ];
  if (comment) lines.push(`Note for the courier: ${comment}`);
  return lines.join('\n');
}
