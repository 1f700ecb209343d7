import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

export type OutboxStatus = 'queued' | 'sent' | 'logged' | 'failed';

/**
 * An e-mail the shop owes someone. Written in the same transaction as the change that causes it;
 * (kind, order) is unique so an order's confirmation is owed once, however often payment is
 * confirmed. Delivered by SMTP when configured, otherwise kept here and logged.
 */
@Entity({ name: 'mail_outbox' })
@Unique('mail_outbox_kind_order', ['kind', 'orderId'])
export class OutboxMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  kind!: string;

  @Column({ type: 'uuid', name: 'order_id', nullable: true })
  orderId!: string | null;

  @Column({ type: 'text', name: 'to_address' })
  to!: string;

  @Column({ type: 'text' })
  subject!: string;

  @Column({ type: 'text', name: 'text_body' })
  text!: string;

  @Column({ type: 'text', name: 'html_body' })
  html!: string;

  /** A tax invoice or credit note to attach as PDF, drawn when the message is sent. */
  @Column({ type: 'uuid', name: 'attachment_document_id', nullable: true })
  attachmentDocumentId!: string | null;

  @Column({ type: 'text', default: 'queued' })
  status!: OutboxStatus;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ type: 'text', name: 'last_error', nullable: true })
  lastError!: string | null;

  /** When a message that failed to send is tried again (null: at once); doubles with each failure. */
  @Column({ type: 'timestamptz', name: 'next_attempt_at', nullable: true })
  nextAttemptAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', name: 'sent_at', nullable: true })
  sentAt!: Date | null;
}
