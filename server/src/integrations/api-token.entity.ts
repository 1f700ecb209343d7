import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { API_TOKEN_SCOPES, type ApiTokenScopeName } from '@common/integrations.js';

/** What an API token may do besides reading the public catalogue. */
export { API_TOKEN_SCOPES };
export type ApiTokenScope = ApiTokenScopeName;

/**
 * A machine credential an admin created for an integration. Only the sha256 of the secret is
 * kept; `tokenPrefix` (the start of the secret) lets a person tell tokens apart in a list.
 */
@Entity({ name: 'api_tokens' })
export class ApiTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', name: 'token_prefix' })
  tokenPrefix!: string;

  @Column({ type: 'text', name: 'token_hash', unique: true })
  tokenHash!: string;

  @Column({ type: 'text', array: true })
  scopes!: ApiTokenScope[];

  @Column({ type: 'uuid', name: 'created_by', nullable: true })
  createdBy!: string | null;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', name: 'last_used_at', nullable: true })
  lastUsedAt!: Date | null;

  @Column({ type: 'timestamptz', name: 'revoked_at', nullable: true })
  revokedAt!: Date | null;

  /** Unpaid orders placed with this token that may hold stock at once (its own limit, not its caller's address's). */
  @Column({ type: 'integer', name: 'unpaid_order_limit', default: 25 })
  unpaidOrderLimit!: number;
}
