import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { WEBHOOK_EVENT_TYPES, type WebhookEventTypeName } from '@common/integrations.js';

/** Events an integrator may subscribe to, as they appear in a delivery's `type`. */
export { WEBHOOK_EVENT_TYPES };
export type WebhookEventType = WebhookEventTypeName;

/**
 * A receiver an admin or a token registered. `secret` signs every delivery (HMAC-SHA256); it is kept in
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

  /** Registered before the Standard Webhooks headers: also gets X-Herbal-Signature, for the transition. */
  @Column({ type: 'boolean', name: 'legacy_signature', default: false })
  legacySignature!: boolean;

  /** The API token that registered it (it manages only its own); null when an admin did. */
  @Column({ type: 'uuid', name: 'api_token_id', nullable: true })
  apiTokenId!: string | null;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt!: Date;
}
