import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { OrderStatusName } from '@common/order-status.js';
import { OrderEntity } from './order.entity.js';

/** One entry of an order's history: which status it got, from whom, and when. */
@Entity({ name: 'order_status_changes' })
export class OrderStatusChangeEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'uuid', name: 'order_id' })
  orderId!: string;

  @ManyToOne(() => OrderEntity, (order) => order.history, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order!: Relation<OrderEntity>;

  @Column({ type: 'text' })
  status!: OrderStatusName;

  /** An admin's e-mail, 'customer' or 'payment'. */
  @Column({ type: 'text', name: 'changed_by' })
  changedBy!: string;

  @Column({ type: 'text', nullable: true })
  note!: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at!: Date;
}
