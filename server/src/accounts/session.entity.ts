import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A signed-in browser. The cookie holds a random token; only its SHA-256 is stored, so a leaked
 * table cannot be replayed. Rows live in Postgres so any server process can check them.
 */
@Entity({ name: 'sessions' })
export class SessionEntity {
  @PrimaryColumn({ type: 'text', name: 'token_hash' })
  tokenHash!: string;

  @Column({ type: 'uuid', name: 'user_id' })
  userId!: string;

  @Column({ type: 'timestamptz', name: 'expires_at' })
  expiresAt!: Date;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
}
