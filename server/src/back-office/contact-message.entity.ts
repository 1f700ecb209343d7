import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A message sent through the storefront's contact form, a complaint ticket: read and resolved when an admin has marked it so. */
@Entity({ name: 'contact_messages' })
export class ContactMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  message!: string;

  /** The number the shopper is told (shown as CT-1001); given by the database. */
  @Column({ type: 'bigint', name: 'ticket_number', insert: false, update: false })
  ticketNumber!: string;

  /** When the acknowledgement with the ticket number was queued to the sender; null for messages older than tickets. */
  @Column({ type: 'timestamptz', name: 'acknowledged_at', nullable: true })
  acknowledgedAt!: Date | null;

  /** When the owner marked the complaint resolved. */
  @Column({ type: 'timestamptz', name: 'resolved_at', nullable: true })
  resolvedAt!: Date | null;

  @Column({ type: 'text', name: 'resolved_by', nullable: true })
  resolvedBy!: string | null;

  @Column({ type: 'timestamptz', name: 'read_at', nullable: true })
  readAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
}
