import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { DiscountKind } from '@common/discount.js';
import { TimestampedEntity } from '../kernel/timestamped.entity.js';

/**
 * A discount code the owner created. Its uses are not stored here: they are the orders that name
 * it and have not given it back (migration 1767700000000-discount-codes), counted under this
 * row's lock when an order is placed.
 */
@Entity({ name: 'discount_codes' })
export class DiscountCodeEntity extends TimestampedEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** As the owner typed it; matched whatever its case. */
  @Column({ type: 'text' })
  code!: string;

  @Column({ type: 'text' })
  kind!: DiscountKind;

  @Column({ type: 'integer', nullable: true })
  percent!: number | null;

  @Column({ type: 'integer', name: 'amount_paise', nullable: true })
  amountPaise!: number | null;

  @Column({ type: 'integer', name: 'minimum_subtotal_paise', default: 0 })
  minimumSubtotalPaise!: number;

  @Column({ type: 'timestamptz', name: 'starts_at', nullable: true })
  startsAt!: Date | null;

  /** The first moment the code no longer works. */
  @Column({ type: 'timestamptz', name: 'ends_at', nullable: true })
  endsAt!: Date | null;

  /** Uses in all; null for no limit. */
  @Column({ type: 'integer', name: 'usage_limit', nullable: true })
  usageLimit!: number | null;

  /** Uses per shopper, by e-mail; null for no limit. */
  @Column({ type: 'integer', name: 'usage_limit_per_customer', nullable: true })
  usageLimitPerCustomer!: number | null;

  @Column({ type: 'boolean', default: true })
  active!: boolean;
}
