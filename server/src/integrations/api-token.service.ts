import { createHash, randomBytes } from 'node:crypto';
import { hasControlCharacters, SINGLE_LINE_MESSAGE } from '@common/single-line-text.js';
import type { DataSource } from 'typeorm';
import type { Env } from '../config/env.js';
import { API_TOKEN_SCOPES, ApiTokenEntity, type ApiTokenScope } from './api-token.entity.js';
import { requireAdmin } from '../kernel/access.js';
import { invalidInput, notFound } from '../kernel/errors.js';
import { chooseFrom } from '../kernel/fixed-choices.js';
import { isUuid } from '../orders/order-loading.js';
import { enforceRateLimit, type RateLimiter } from '../kernel/rate-limiter.js';
import type { RequestContext } from '../kernel/request-context.js';

export const MAX_TOKEN_NAME_LENGTH = 100;
/** Bearer values longer than this are not ours and are refused without a lookup. */
const MAX_SECRET_LENGTH = 200;
/** Last use is written at most this often per token, not on every request. */
const LAST_USE_RESOLUTION = '1 minute';

export const INVALID_TOKEN_MESSAGE = 'The API token is invalid or has been revoked';

/** Who a valid bearer token speaks for, as the request context carries it. */
export interface ApiTokenPrincipal {
  id: string;
  name: string;
  scopes: readonly ApiTokenScope[];
  /** Unpaid orders placed with this token that may hold stock at once. */
  unpaidOrderLimit: number;
}

/** A new token's unpaid-order limit when its creator names none, and the most one may have. */
export const UNPAID_ORDER_LIMIT = { default: 25, max: 1000 } as const;

export interface CreatedApiToken {
  token: ApiTokenEntity;
  /** The whole secret; shown once, never stored. */
  secret: string;
}

/** sha256, hex: the secrets are 32 random bytes, so a slow password hash would add nothing. */
export function hashApiTokenSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * Machine credentials: admins create named tokens with scopes, see their last use and
 * revoke them; every request carrying one is authenticated here and counted against its own
 * rate limit.
 */
export class ApiTokenService {
  constructor(
    private readonly deps: { dataSource: DataSource; env: Env },
    private readonly rateLimiter: RateLimiter,
  ) {}

  private get tokens() {
    return this.deps.dataSource.getRepository(ApiTokenEntity);
  }

  /** Signed-in admins only (a token cannot mint tokens). */
  async createToken(
    ctx: RequestContext,
    input: { name: string; scopes: readonly string[]; unpaidOrderLimit?: number | null },
  ): Promise<CreatedApiToken> {
    requireAdmin(ctx);
    const name = typeof input.name === 'string' ? input.name.trim() : '';
    if (!name) throw invalidInput('Give the token a name, e.g. the integration that will use it', { field: 'name' });
    if (name.length > MAX_TOKEN_NAME_LENGTH)
      throw invalidInput(`Token names are at most ${MAX_TOKEN_NAME_LENGTH} characters`, { field: 'name' });
    if (hasControlCharacters(name)) throw invalidInput(SINGLE_LINE_MESSAGE, { field: 'name' });
    const scopes = chooseFrom(API_TOKEN_SCOPES, input.scopes, { noun: 'scope', field: 'scopes' });
    const unpaidOrderLimit = input.unpaidOrderLimit ?? UNPAID_ORDER_LIMIT.default;
    if (!Number.isInteger(unpaidOrderLimit) || unpaidOrderLimit < 1 || unpaidOrderLimit > UNPAID_ORDER_LIMIT.max)
      throw invalidInput(`unpaidOrderLimit is a whole number from 1 to ${UNPAID_ORDER_LIMIT.max}`, { field: 'unpaidOrderLimit' });

    const prefix = this.deps.env.NODE_ENV === 'production' ? 'hr_live_' : 'hr_test_';
    const secret = `${prefix}${randomBytes(32).toString('base64url')}`;
    const token = this.tokens.create({
      name,
      scopes,
      unpaidOrderLimit,
      tokenPrefix: secret.slice(0, prefix.length + 6),
      tokenHash: hashApiTokenSecret(secret),
      createdBy: ctx.user?.id ?? null,
      lastUsedAt: null,
      revokedAt: null,
    });
    await this.tokens.insert(token);
    return { token: await this.tokens.findOneByOrFail({ id: token.id }), secret };
  }

  /** Every token, newest first, revoked ones included (their history matters). */
  async listTokens(ctx: RequestContext): Promise<ApiTokenEntity[]> {
    requireAdmin(ctx);
    return this.tokens.find({ order: { createdAt: 'DESC', id: 'ASC' } });
  }

  /** Revokes at once: the next request with this token is refused. Revoking twice changes nothing. */
  async revokeToken(ctx: RequestContext, id: string): Promise<ApiTokenEntity> {
    requireAdmin(ctx);
    if (!isUuid(id)) throw notFound('API token not found');
    await this.deps.dataSource.query(`UPDATE api_tokens SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [id]);
    const token = await this.tokens.findOneBy({ id });
    if (!token) throw notFound('API token not found');
    return token;
  }

  /** The principal of a live token; null for anything else (unknown, revoked, malformed). */
  async authenticate(secret: string): Promise<ApiTokenPrincipal | null> {
    if (!secret || secret.length > MAX_SECRET_LENGTH) return null;
    const rows: Array<{ id: string; name: string; scopes: ApiTokenScope[]; unpaid_order_limit: number }> = await this.deps.dataSource.query(
      `SELECT id, name, scopes, unpaid_order_limit FROM api_tokens WHERE token_hash = $1 AND revoked_at IS NULL`,
      [hashApiTokenSecret(secret)],
    );
    const row = rows[0];
    if (!row) return null;
    await this.deps.dataSource.query(
      `UPDATE api_tokens SET last_used_at = now()
        WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '${LAST_USE_RESOLUTION}')`,
      [row.id],
    );
    return { id: row.id, name: row.name, scopes: row.scopes, unpaidOrderLimit: row.unpaid_order_limit };
  }

  /** Counts one request against the token's own limit; RATE_LIMITED beyond it. */
  /** Counts one request of the token; its budget for this minute afterwards, or RATE_LIMITED past it. */
  async enforceRateLimit(principal: ApiTokenPrincipal): Promise<{ limit: number; remaining: number | undefined }> {
    const limit = this.deps.env.RATE_LIMIT_API_TOKEN_REQUESTS_PER_MINUTE;
    const { remaining } = await enforceRateLimit(this.rateLimiter, `token:${principal.id}`, limit);
    return { limit, remaining };
  }
}
