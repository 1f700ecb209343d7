import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type WebhookDeliveryStatus = 'PENDING' | 'DELIVERED' | 'FAILED';

/**
 * One event owed to one endpoint: queued in the transaction of the change (webhook_enqueue),
 * sent and retried by the dispatcher. `eventId` is the same for every endpoint of one event and
 * is sent as the body's `id`, so receivers can drop duplicates (delivery is at least once).
 */
@Entity({ name: 'webhook_deliveries' })
export class WebhookDeliveryEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid', name: 'endpoint_id' })
  endpointId!: string;

  @Column({ type: 'uuid', name: 'event_id' })
  eventId!: string;

  @Column({ type: 'text', name: 'event_type' })
  eventType!: string;

  @Column({ type: 'jsonb' })
  payload!: Record<string, unknown>;

  @Column({ type: 'text', default: 'PENDING' })
  status!: WebhookDeliveryStatus;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ type: 'timestamptz', name: 'next_attempt_at' })
  nextAttemptAt!: Date;

  @Column({ type: 'timestamptz', name: 'last_attempt_at', nullable: true })
  lastAttemptAt!: Date | null;

  @Column({ type: 'integer', name: 'response_status', nullable: true })
  responseStatus!: number | null;

  @Column({ type: 'text', name: 'last_error', nullable: true })
  lastError!: string | null;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', name: 'delivered_at', nullable: true })
  deliveredAt!: Date | null;
}
