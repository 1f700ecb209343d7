import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One tracking update from the courier aggregator, kept once: its AWB, status and the courier's
 * time are unique, so the same update sent again is recognised and changes nothing. Together they
 * are the parcel's history on the order.
 */
@Entity({ name: 'courier_tracking_events' })
export class CourierTrackingEventEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'uuid', name: 'order_id' })
  orderId!: string;

  @Column({ type: 'text' })
  awb!: string;

  @Column({ type: 'integer', name: 'status_id', nullable: true })
  statusId!: number | null;

  /** The courier's status in its words, e.g. Out For Delivery. */
  @Column({ type: 'text' })
  status!: string;

  @Column({ type: 'text', nullable: true })
  activity!: string | null;

  @Column({ type: 'text', nullable: true })
  location!: string | null;

  /** When the courier says it happened, as sent ("DD MM YYYY HH:mm:ss", India time). */
  @Column({ type: 'text', name: 'courier_time' })
  courierTime!: string;

  @Column({ type: 'timestamptz', name: 'received_at', default: () => 'now()' })
  receivedAt!: Date;
}
