import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from '../kernel/timestamped.entity.js';

export type UserRole = 'user' | 'admin';

/** An account that can sign in. E-mails are stored lower-cased. */
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
}
