import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { CarrierCode } from '@common/carriers.js';

/** How an order left the shop: the courier and its tracking number, written with the move to Shipped. */
@Entity({ name: 'shipments' })
export class ShipmentEntity {
  @PrimaryColumn({ type: 'uuid', name: 'order_id' })
  orderId!: string;

  @Column({ type: 'text' })
  carrier!: CarrierCode;

  /** Normalised: spaces removed, upper case (common/carriers.ts). */
  @Column({ type: 'text', name: 'tracking_number' })
  trackingNumber!: string;

  /** The admin's e-mail or the API token's name. */
  @Column({ type: 'text', name: 'shipped_by' })
  shippedBy!: string;

  @Column({ type: 'timestamptz', name: 'shipped_at', default: () => 'now()' })
  shippedAt!: Date;

  /** 'manual' (typed by the owner) or 'shiprocket' (booked through the aggregator: carrier SHIPROCKET, the number its AWB). */
  @Column({ type: 'text', default: 'manual' })
  provider!: string;

  @Column({ type: 'text', name: 'provider_order_id', nullable: true })
  providerOrderId!: string | null;

  @Column({ type: 'text', name: 'provider_shipment_id', nullable: true })
  providerShipmentId!: string | null;

  /** The courier the aggregator assigned, e.g. Delhivery Surface. */
  @Column({ type: 'text', name: 'courier_name', nullable: true })
  courierName!: string | null;

  @Column({ type: 'text', name: 'label_url', nullable: true })
  labelUrl!: string | null;

  /** The cash the label tells the courier to collect (the order's total); null for a prepaid parcel. */
  @Column({ type: 'integer', name: 'cod_paise', nullable: true })
  codPaise!: number | null;

  @Column({ type: 'jsonb', nullable: true })
  parcel!: { weightGrams: number; lengthCm: number; breadthCm: number; heightCm: number } | null;

  @Column({ type: 'text', name: 'pickup_scheduled_for', nullable: true })
  pickupScheduledFor!: string | null;

  /** The courier's last status in its words, e.g. In Transit. */
  @Column({ type: 'text', name: 'courier_status', nullable: true })
  courierStatus!: string | null;

  /** The courier's visit to collect the parcel: BOOKED, PENDING (a job is trying again) or FAILED (for the owner to run again); null when shipped by hand. */
  @Column({ type: 'text', name: 'pickup_status', nullable: true })
  pickupStatus!: string | null;

  /** The courier service's last refusal or failure while booking the pickup. */
  @Column({ type: 'text', name: 'pickup_error', nullable: true })
  pickupError!: string | null;

  @Column({ type: 'timestamptz', name: 'courier_status_at', nullable: true })
  courierStatusAt!: Date | null;

  /** An open failed-delivery report: the courier's reason, when, and what the owner chose (null: waiting). */
  @Column({ type: 'text', name: 'ndr_reason', nullable: true })
  ndrReason!: string | null;

  @Column({ type: 'timestamptz', name: 'ndr_at', nullable: true })
  ndrAt!: Date | null;

  @Column({ type: 'integer', name: 'ndr_attempts', default: 0 })
  ndrAttempts!: number;

  @Column({ type: 'text', name: 'ndr_action', nullable: true })
  ndrAction!: string | null;

  /** Who answered the failed delivery: 'customer' (the order page's form) or an admin's e-mail; null while it waits. */
  @Column({ type: 'text', name: 'ndr_answered_by', nullable: true })
  ndrAnsweredBy!: string | null;

  @Column({ type: 'timestamptz', name: 'ndr_answered_at', nullable: true })
  ndrAnsweredAt!: Date | null;

  /** The day (YYYY-MM-DD, India) the courier was asked to come again. */
  @Column({ type: 'text', name: 'ndr_reattempt_on', nullable: true })
  ndrReattemptOn!: string | null;

  @Column({ type: 'timestamptz', name: 'returned_to_origin_at', nullable: true })
  returnedToOriginAt!: Date | null;
}
