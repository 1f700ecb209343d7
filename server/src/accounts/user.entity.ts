import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { UserRole } from '../kernel/request-context.js';
import { TimestampedEntity } from '../kernel/timestamped.entity.js';

export type { UserRole };

/** An account that can sign in: the owner's admins, or a shopper who chose to keep one. E-mails are stored lower-cased. */
@Entity({ name: 'users' })
export class UserEntity extends TimestampedEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text', unique: true })
  email!: string;

  @Column({ type: 'text', name: 'password_hash' })
  passwordHash!: string;

  @Column({ type: 'text', default: 'user' })
  role!: UserRole;

  /** What a shopper asked to be called; empty for accounts made before names were asked. */
  @Column({ type: 'text', default: '' })
  name!: string;

  /** When the owner of the address followed the confirmation link; null until then. */
  @Column({ type: 'timestamptz', name: 'email_confirmed_at', nullable: true })
  emailConfirmedAt!: Date | null;
}
