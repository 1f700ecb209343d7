import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { OrderEntity } from './order.entity.js';

/**
 * One line of an order: a snapshot of the product's name and price when it was bought, so later
 * catalogue edits or deletions never change a past order.
 */
@Entity({ name: 'order_lines' })
export class OrderLineEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'uuid', name: 'order_id' })
  orderId!: string;

  @ManyToOne(() => OrderEntity, (order) => order.lines, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order!: Relation<OrderEntity>;

  @Column({ type: 'integer' })
  position!: number;

  @Column({ type: 'text', name: 'product_id' })
  productId!: string;

  /** The size (variant) bought; null for a line placed before sizes had ids whose size was gone by then. */
  @Column({ type: 'text', name: 'variant_id', nullable: true })
  variantId!: string | null;

  @Column({ type: 'text', nullable: true })
  sku!: string | null;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  size!: string;

  @Column({ type: 'integer' })
  quantity!: number;

  /** Units a refund returned to stock (at most quantity); a release gives back only the rest. */
  @Column({ type: 'integer', name: 'restocked_quantity', default: 0 })
  restockedQuantity!: number;

  @Column({ type: 'integer', name: 'unit_price_paise' })
  unitPricePaise!: number;

  /** This line's share of the order's discount: the line was paid unit price × quantity less this. */
  @Column({ type: 'integer', name: 'discount_paise', default: 0 })
  discountPaise!: number;

  @Column({ type: 'text', name: 'image_url', nullable: true })
  imageUrl!: string | null;
}
