import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryColumn, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { ReturnReasonCode } from '@common/returns.js';
import { TimestampedEntity } from '../kernel/timestamped.entity.js';

export type ReturnStatus = 'REQUESTED' | 'APPROVED' | 'REJECTED' | 'RECEIVED' | 'REFUNDED';

/**
 * A shopper's request to send back some units of a delivered order: REQUESTED, then APPROVED or
 * REJECTED by the owner; an approved one RECEIVED when the parcel is back (its refund asked of
 * the provider then), and REFUNDED when that refund completes.
 */
@Entity({ name: 'return_requests' })
export class ReturnRequestEntity extends TimestampedEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid', name: 'order_id' })
  orderId!: string;

  @Column({ type: 'text', default: 'REQUESTED' })
  status!: ReturnStatus;

  /** From the reason list (common/returns.ts). */
  @Column({ type: 'text' })
  reason!: ReturnReasonCode;

  /** The shopper's own words, '' when none. */
  @Column({ type: 'text', default: '' })
  note!: string;

  /** Why the owner refused it, told to the shopper. */
  @Column({ type: 'text', name: 'rejection_reason', nullable: true })
  rejectionReason!: string | null;

  /** Whether the received units went back on the shelf; null until received. */
  @Column({ type: 'boolean', nullable: true })
  resellable!: boolean | null;

  /** The refund asked when the parcel was received. */
  @Column({ type: 'uuid', name: 'refund_id', nullable: true })
  refundId!: string | null;

  /** What that refund gives back: what the units cost, their discount share taken off. */
  @Column({ type: 'integer', name: 'refund_paise', nullable: true })
  refundPaise!: number | null;

  /** The admin's e-mail or the API token's name that approved or rejected it. */
  @Column({ type: 'text', name: 'decided_by', nullable: true })
  decidedBy!: string | null;

  @Column({ type: 'timestamptz', name: 'decided_at', nullable: true })
  decidedAt!: Date | null;

  @Column({ type: 'text', name: 'received_by', nullable: true })
  receivedBy!: string | null;

  @Column({ type: 'timestamptz', name: 'received_at', nullable: true })
  receivedAt!: Date | null;

  @Column({ type: 'timestamptz', name: 'refunded_at', nullable: true })
  refundedAt!: Date | null;

  /** When the owner was reminded that it waited past the 2 days the policy promises (once per request). */
  @Column({ type: 'timestamptz', name: 'owner_reminded_at', nullable: true })
  ownerRemindedAt!: Date | null;

  /** The reverse pickup booked through the courier aggregator for an approved return: its AWB, courier, label and the aggregator's order. */
  @Column({ type: 'text', name: 'pickup_awb', nullable: true })
  pickupAwb!: string | null;

  @Column({ type: 'text', name: 'pickup_courier', nullable: true })
  pickupCourier!: string | null;

  @Column({ type: 'text', name: 'pickup_label_url', nullable: true })
  pickupLabelUrl!: string | null;

  @Column({ type: 'text', name: 'pickup_provider_order_id', nullable: true })
  pickupProviderOrderId!: string | null;

  @Column({ type: 'text', name: 'pickup_provider_shipment_id', nullable: true })
  pickupProviderShipmentId!: string | null;

  /** The courier's visit to collect it: BOOKED, PENDING (a job is trying again) or FAILED (for the owner to run again); null before the AWB. */
  @Column({ type: 'text', name: 'pickup_status', nullable: true })
  pickupStatus!: string | null;

  /** The courier service's last refusal or failure while booking the visit. */
  @Column({ type: 'text', name: 'pickup_error', nullable: true })
  pickupError!: string | null;

  @Column({ type: 'text', name: 'pickup_scheduled_for', nullable: true })
  pickupScheduledFor!: string | null;

  @OneToMany(() => ReturnLineEntity, (line) => line.request, { cascade: ['insert'] })
  lines!: Relation<ReturnLineEntity[]>;
}

/** How many units of one order line a return asks for. */
@Entity({ name: 'return_request_lines' })
export class ReturnLineEntity {
  @PrimaryColumn({ type: 'uuid', name: 'return_id' })
  returnId!: string;

  @PrimaryColumn({ type: 'integer', name: 'order_line_id' })
  orderLineId!: number;

  @Column({ type: 'integer' })
  quantity!: number;

  @ManyToOne(() => ReturnRequestEntity, (request) => request.lines, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'return_id' })
  request!: Relation<ReturnRequestEntity>;
}
