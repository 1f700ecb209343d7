import { Column, Entity, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { OrderStatusName } from '@common/order-status.js';
import type { PaymentMethod } from '@common/cash-on-delivery.js';
import { TimestampedEntity } from '../kernel/timestamped.entity.js';
import { OrderLineEntity } from './order-line.entity.js';
import { OrderStatusChangeEntity } from './order-status-change.entity.js';

/** REFUNDED / PARTIALLY_REFUNDED: money came back to the shopper after payment (refund.service.ts). */
export type PaymentStatusName = 'PENDING' | 'PAID' | 'FAILED' | 'PARTIALLY_REFUNDED' | 'REFUNDED' | 'PAY_ON_DELIVERY';

/**
 * A customer's order. Its id is a UUID so the confirmation page can load it without an account;
 * orderNumber is the human number. Totals are integer paise, computed by the server.
 */
@Entity({ name: 'orders' })
export class OrderEntity extends TimestampedEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** From the order_number sequence; shown as HB-<number>. */
  @Column({ type: 'integer', name: 'order_number', insert: false, update: false, generated: false })
  orderNumber!: number;

  @Column({ type: 'text', name: 'first_name' })
  firstName!: string;

  @Column({ type: 'text', name: 'last_name' })
  lastName!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  phone!: string;

  @Column({ type: 'text' })
  street!: string;

  @Column({ type: 'text' })
  city!: string;

  @Column({ type: 'text' })
  state!: string;

  @Column({ type: 'text', name: 'postal_code' })
  postalCode!: string;

  @Column({ type: 'text' })
  country!: string;

  @Column({ type: 'integer', name: 'subtotal_paise' })
  subtotalPaise!: number;

  @Column({ type: 'integer', name: 'shipping_paise' })
  shippingPaise!: number;

  @Column({ type: 'integer', name: 'tax_paise' })
  taxPaise!: number;

  @Column({ type: 'integer', name: 'total_paise' })
  totalPaise!: number;

  @Column({ type: 'integer', name: 'item_count' })
  itemCount!: number;

  @Column({ type: 'text', default: 'Pending' })
  status!: OrderStatusName;

  @Column({ type: 'text', name: 'payment_status', default: 'PENDING' })
  paymentStatus!: PaymentStatusName;

  @Column({ type: 'text', name: 'payment_reference', nullable: true })
  paymentReference!: string | null;

  @Column({ type: 'text', name: 'payment_failure_reason', nullable: true })
  paymentFailureReason!: string | null;

  /** The provider took money after the order's stock had been released: someone must refund it. */
  @Column({ type: 'boolean', name: 'refund_due', default: false })
  refundDue!: boolean;

  /** True while the order holds stock; the flag makes releasing it happen once. */
  @Column({ type: 'boolean', name: 'stock_reserved', default: true })
  stockReserved!: boolean;

  /** When an unpaid order stops waiting for the provider and gives its stock back. */
  @Column({ type: 'timestamptz', name: 'payment_expires_at', nullable: true })
  paymentExpiresAt!: Date | null;

  @Column({ type: 'text', name: 'idempotency_key', nullable: true, unique: true })
  idempotencyKey!: string | null;

  /** The client address the order was placed from: a few unpaid orders per address at once (anti-hoarding). */
  @Column({ type: 'text', name: 'client_ip', nullable: true })
  clientIp!: string | null;

  /** Hash of the request that used the idempotency key, to refuse the same key with another body. */
  @Column({ type: 'text', name: 'request_hash', nullable: true })
  requestHash!: string | null;

  /** A business buyer's GSTIN (validated at checkout), printed on the invoice; null for a consumer. */
  @Column({ type: 'text', name: 'buyer_gstin', nullable: true })
  buyerGstin!: string | null;

  /** A business buyer's legal (registered) name, given with the GSTIN; the invoice's receiver name. */
  @Column({ type: 'text', name: 'buyer_legal_name', nullable: true })
  buyerLegalName!: string | null;

  /** The discount code applied (null when none, or when the owner has since deleted it). */
  @Column({ type: 'uuid', name: 'discount_code_id', nullable: true })
  discountCodeId!: string | null;

  /** The code as it applied, kept when the code itself is gone. */
  @Column({ type: 'text', name: 'discount_code', nullable: true })
  discountCode!: string | null;

  /** Taken off the goods by the code, spread over the lines (their discountPaise add up to it). */
  @Column({ type: 'integer', name: 'discount_paise', default: 0 })
  discountPaise!: number;

  /** The unpaid order expired or was cancelled: its use of the code was given back. */
  @Column({ type: 'boolean', name: 'discount_released', default: false })
  discountReleased!: boolean;
  /** ONLINE (through the payment provider) or CASH_ON_DELIVERY (payment PAY_ON_DELIVERY until the cash is collected). */
  @Column({ type: 'text', name: 'payment_method', default: 'ONLINE' })
  paymentMethod!: PaymentMethod;

  /** The COD fee charged with the order (its own invoice line); 0 for an online payment. */
  @Column({ type: 'integer', name: 'cod_fee_paise', default: 0 })
  codFeePaise!: number;

  /** When the owner recorded the cash collected at the door; null before, and for online payments. */
  @Column({ type: 'timestamptz', name: 'cash_collected_at', nullable: true })
  cashCollectedAt!: Date | null;

  /** When the order was marked Delivered (the return window counts from it); null before. */
  @Column({ type: 'timestamptz', name: 'delivered_at', nullable: true })
  deliveredAt!: Date | null;

  @OneToMany(() => OrderLineEntity, (line) => line.order, { cascade: ['insert'] })
  lines!: Relation<OrderLineEntity[]>;

  @OneToMany(() => OrderStatusChangeEntity, (change) => change.order, { cascade: ['insert'] })
  history!: Relation<OrderStatusChangeEntity[]>;
}
