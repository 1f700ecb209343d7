import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { OrderActivityKind } from './order-changes.js';

/** One entry of an order's activity besides its status changes: a note, a request, a correction. */
@Entity({ name: 'order_activity' })
export class OrderActivityEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'uuid', name: 'order_id' })
  orderId!: string;

  @Column({ type: 'text' })
  kind!: OrderActivityKind;

  /** An admin's e-mail, or 'customer'. */
  @Column({ type: 'text' })
  by!: string;

  @Column({ type: 'text' })
  note!: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at!: Date;
}
