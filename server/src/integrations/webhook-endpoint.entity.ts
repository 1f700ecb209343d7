import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { WEBHOOK_EVENT_TYPES, type WebhookEventTypeName } from '@common/integrations.js';

/** Events an integrator may subscribe to, as they appear in a delivery's `type`. */
export { WEBHOOK_EVENT_TYPES };
export type WebhookEventType = WebhookEventTypeName;

/**
 * A receiver an admin registered. `secret` signs every delivery (HMAC-SHA256); it is kept in
 * clear because signing needs it, and shown to the admin once, when the endpoint is created.
 */
@Entity({ name: 'webhook_endpoints' })
export class WebhookEndpointEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  url!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'text', array: true })
  events!: WebhookEventType[];

  @Column({ type: 'text' })
  secret!: string;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt!: Date;
}
