import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from '../kernel/timestamped.entity.js';

export type RefundState = 'PENDING' | 'COMPLETED' | 'FAILED';
/** Through the payment provider, or recorded by hand (cash-on-delivery money sent back by UPI or bank transfer). */
export type RefundMethod = 'PROVIDER' | 'UPI' | 'BANK_TRANSFER';

/**
 * Money sent back to the shopper for an order: one row per refund asked of the provider. PENDING
 * until the provider says COMPLETED or FAILED (its refund status call or a pg.refund.* webhook);
 * a FAILED refund moved no money and may be asked again as a new row.
 */
@Entity({ name: 'refunds' })
export class RefundEntity extends TimestampedEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid', name: 'order_id' })
  orderId!: string;

  /** Our unique id for the refund at the provider (PhonePe's merchantRefundId). */
  @Column({ type: 'text', name: 'merchant_refund_id', unique: true })
  merchantRefundId!: string;

  /** The provider's own refund id, once it gave one. */
  @Column({ type: 'text', name: 'provider_refund_id', nullable: true })
  providerRefundId!: string | null;

  @Column({ type: 'integer', name: 'amount_paise' })
  amountPaise!: number;

  @Column({ type: 'text' })
  reason!: string;

  /**
   * A goodwill payment: money given after the supply with nothing returned (a late parcel). Its
   * credit note reverses no tax (docs/decisions/048-gst-documents-round-two.md).
   */
  @Column({ type: 'boolean', default: false })
  goodwill!: boolean;

  /** Whether the admin asked for the order's units to go back to stock with this refund. */
  @Column({ type: 'boolean', default: false })
  restock!: boolean;

  @Column({ type: 'text', default: 'PENDING' })
  state!: RefundState;

  /** The provider's code when the refund failed or was refused, for the admin. */
  @Column({ type: 'text', name: 'error_code', nullable: true })
  errorCode!: string | null;

  /** The admin's e-mail, or 'system' (e.g. a cancellation). */
  @Column({ type: 'text', name: 'requested_by' })
  requestedBy!: string;

  @Column({ type: 'timestamptz', name: 'completed_at', nullable: true })
  completedAt!: Date | null;

  @Column({ type: 'timestamptz', name: 'last_checked_at', nullable: true })
  lastCheckedAt!: Date | null;

  /** How the money went back; a manual refund (UPI, bank transfer) completes when it is recorded. */
  @Column({ type: 'text', default: 'PROVIDER' })
  method!: RefundMethod;

  /** The UPI or bank transfer's reference, as the owner typed it; null through the provider. */
  @Column({ type: 'text', name: 'manual_reference', nullable: true })
  manualReference!: string | null;

  /** The day the owner sent the money by hand (YYYY-MM-DD); null through the provider. */
  @Column({ type: 'date', name: 'paid_on', nullable: true })
  paidOn!: string | null;
}
