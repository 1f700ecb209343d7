import type { EntityManager } from 'typeorm';
import type { ShopServiceDeps } from '../../kernel/dependencies.js';
import { transitionOrder } from '../../orders/order-transition.js';
import { OrderEntity } from '../../orders/order.entity.js';
import { ShipmentEntity } from '../shipment.entity.js';
import { DeliveryAttemptFailed } from '../shipment-events.js';
import { courierMeaning, type CourierMeaning } from './courier-statuses.js';
import { latestActivity, type TrackingUpdate } from './tracking-webhook.js';

/** Who moved the order, as its history names the courier's updates. */
export const COURIER_ACTOR = 'courier';

export type TrackingOutcome = 'UNKNOWN_AWB' | 'REPEATED' | 'RECORDED';

/**
 * The courier's tracking updates applied to the order, each once (docs/decisions/065-courier-aggregator-statuses.md):
 * the update is kept in the parcel's history; delivered moves the order to Delivered; a failed
 * attempt opens a delivery report for the owner and asks the shopper to help; a parcel back at
 * the shop cancels a cash-on-delivery order (stock back, credit note) or marks a prepaid order's
 * refund due for the owner. All in one transaction with the order locked, so two copies of one
 * update arriving together still count once.
 */
export class CourierTrackingService {
  constructor(private readonly deps: ShopServiceDeps) {}

  async applyUpdate(update: TrackingUpdate): Promise<{ outcome: TrackingOutcome; meaning: CourierMeaning }> {
    const meaning = courierMeaning(update.shipment_status_id, update.current_status);
    const outcome = await this.deps.dataSource.transaction(async (manager): Promise<TrackingOutcome> => {
      const shipment = await manager.findOne(ShipmentEntity, { where: { trackingNumber: update.awb, provider: 'shiprocket' } });
      if (!shipment) return 'UNKNOWN_AWB';
      const order = await manager.findOne(OrderEntity, { where: { id: shipment.orderId }, lock: { mode: 'pessimistic_write' } });
      if (!order) return 'UNKNOWN_AWB';
      const { activity, location } = latestActivity(update);
      const inserted: Array<{ id: string }> = await manager.query(
        `INSERT INTO courier_tracking_events (order_id, awb, status_id, status, activity, location, courier_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (awb, status, courier_time) DO NOTHING
         RETURNING id`,
        [order.id, update.awb, update.shipment_status_id, update.current_status, activity, location, update.current_timestamp],
      );
      if (inserted.length === 0) return 'REPEATED';
      await this.apply(manager, order, shipment, update, meaning, activity);
      return 'RECORDED';
    });
    return { outcome, meaning };
  }

  /** The update's effect on the order and shipment; the e-mails are the subscribers' of what it publishes. */
  private async apply(
    manager: EntityManager,
    order: OrderEntity,
    shipment: ShipmentEntity,
    update: TrackingUpdate,
    meaning: CourierMeaning,
    activity: string | null,
  ): Promise<void> {
    const changes: Partial<ShipmentEntity> = { courierStatus: update.current_status, courierStatusAt: new Date() };
    if (update.courier_name && !shipment.courierName) changes.courierName = update.courier_name;
    const note = `${update.current_status}${activity ? `: ${activity}` : ''}`;
    switch (meaning) {
      case 'SHIPPED':
        if (order.status === 'Processing') {
          await transitionOrder({ manager, events: this.deps.events }, order, { to: 'Shipped', by: COURIER_ACTOR, note });
        }
        break;
      case 'DELIVERED':
        if (order.status === 'Shipped') {
          await transitionOrder({ manager, events: this.deps.events }, order, { to: 'Delivered', by: COURIER_ACTOR, note });
        }
        if (shipment.ndrAt && !shipment.ndrAction) changes.ndrAction = 'DELIVERED';
        break;
      case 'UNDELIVERED': {
        const attempt = shipment.ndrAttempts + 1;
        const reason = activity ?? update.current_status;
        // A new attempt waits for a new answer: the last one's is in the order's activity.
        Object.assign(changes, {
          ndrReason: reason,
          ndrAt: new Date(),
          ndrAttempts: attempt,
          ndrAction: null,
          ndrAnsweredBy: null,
          ndrAnsweredAt: null,
          ndrReattemptOn: null,
        });
        await this.deps.events.publish(manager, DeliveryAttemptFailed, {
          order,
          attempt: { courierName: shipment.courierName ?? update.courier_name ?? 'The courier', awb: update.awb, reason, attempt },
        });
        break;
      }
      case 'RTO_IN_PROGRESS':
        if (shipment.ndrAt && !shipment.ndrAction) changes.ndrAction = 'RETURN';
        break;
      case 'RTO_DELIVERED':
        if (!shipment.returnedToOriginAt) {
          changes.returnedToOriginAt = new Date();
          await this.returnedToOrigin(manager, order);
        }
        break;
      case 'NOTE':
        break;
    }
    await manager.update(ShipmentEntity, { orderId: order.id }, changes);
  }

  /**
   * Back at the shop undelivered: a cash-on-delivery order is cancelled (the transition gives the
   * stock back and reverses its invoice with a credit note). A prepaid order cannot be cancelled
   * once shipped, so its refund is marked due for the owner to approve and send.
   */
  private async returnedToOrigin(manager: EntityManager, order: OrderEntity): Promise<void> {
    if (order.status === 'Cancelled' || order.status === 'Delivered') return;
    if (order.paymentStatus === 'PAY_ON_DELIVERY') {
      await transitionOrder({ manager, events: this.deps.events }, order, {
        to: 'Cancelled',
        by: COURIER_ACTOR,
        note: 'Returned to origin by the courier (RTO)',
      });
      return;
    }
    if (order.paymentStatus === 'PAID' && !order.refundDue) {
      await manager.update(OrderEntity, { id: order.id }, { refundDue: true });
    }
  }
}
