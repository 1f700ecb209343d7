import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from '../kernel/timestamped.entity.js';

export type ProviderPaymentState = 'PENDING' | 'COMPLETED' | 'FAILED';

/** Our record of one payment attempt at the provider, and the last state the provider told us. */
@Entity({ name: 'payments' })
export class PaymentEntity extends TimestampedEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid', name: 'order_id' })
  orderId!: string;

  @Column({ type: 'text' })
  provider!: string;

  /** The id we gave the provider (PhonePe's merchantOrderId); the order's id. */
  @Column({ type: 'text', name: 'merchant_order_id', unique: true })
  merchantOrderId!: string;

  /** The provider's own order id. */
  @Column({ type: 'text', name: 'provider_order_id', nullable: true })
  providerOrderId!: string | null;

  @Column({ type: 'integer', name: 'amount_paise' })
  amountPaise!: number;

  @Column({ type: 'text', default: 'PENDING' })
  state!: ProviderPaymentState;

  /** Where the provider's hosted page lives: the shopper's payment link. */
  @Column({ type: 'text', name: 'payment_link', nullable: true })
  paymentLink!: string | null;

  @Column({ type: 'text', name: 'transaction_id', nullable: true })
  transactionId!: string | null;

  @Column({ type: 'text', name: 'error_code', nullable: true })
  errorCode!: string | null;

  @Column({ type: 'timestamptz', name: 'last_checked_at', nullable: true })
  lastCheckedAt!: Date | null;
}
