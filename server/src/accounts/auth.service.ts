import { createHash, randomBytes } from 'node:crypto';
import { Algorithm, hash, verify } from '@node-rs/argon2';
import type { DataSource, EntityManager } from 'typeorm';
import type { Env } from '../config/env.js';
import { LoginFailureEntity } from './login-failure.entity.js';
import { LOGIN_THROTTLE, throttleSeconds, type RecentFailures } from './login-throttle.js';
import { SessionEntity } from './session.entity.js';
import { UserEntity, type UserRole } from './user.entity.js';
import type { Logger } from '../kernel/logger.js';
import { invalidInput, ShopError } from '../kernel/errors.js';
import { enforceRateLimit, type RateLimiter } from '../kernel/rate-limiter.js';
import type { RequestContext } from '../kernel/request-context.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';

export const LOGIN_MESSAGES = {
  required: 'Email and password are required',
  invalid: 'Invalid email or password',
  throttled: 'Too many login attempts. Please try again in a few minutes.',
  unconfirmed: 'Please confirm your e-mail address first: follow the link we sent you when you signed up.',
} as const;

export const DEV_ADMIN_EMAIL = 'admin@herbalroots.local';

// Longer inputs are never valid and would only make argon2 work harder for an attacker.
const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 1024;

export interface SessionUser {
  id: string;
  email: string;
  role: UserRole;
}

export interface LoginResult {
  user: UserEntity;
  /** The raw token for the cookie; only its hash is stored. */
  token: string;
  expiresAt: Date;
}

/** An argon2id hash of a password, in PHC string form. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: Algorithm.Argon2id });
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function sessionTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// Verified against when the e-mail is unknown, so a wrong e-mail takes as long as a wrong password.
let dummyHash: Promise<string> | null = null;
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/** Accounts and sessions: sign-in with throttling, sign-out, and who a session cookie belongs to. */
export class AuthService {
  private readonly dataSource: DataSource;
  private readonly env: Env;

  constructor(
    deps: ShopServiceDeps,
    private readonly rateLimiter: RateLimiter,
  ) {
    this.dataSource = deps.dataSource;
    this.env = deps.env;
    // Ready before the first unknown e-mail arrives, or that one answer would be slower than the rest.
    void dummyPasswordHash();
  }

  async login(ctx: RequestContext, rawEmail: unknown, password: unknown): Promise<LoginResult> {
    // Every attempt counts, right or wrong, before any work: argon2 is the expensive part.
    await enforceRateLimit(this.rateLimiter, `login:${ctx.ip}`, this.env.RATE_LIMIT_LOGINS_PER_MINUTE);
    if (typeof rawEmail !== 'string' || typeof password !== 'string' || !rawEmail.trim() || !password) {
      throw invalidInput(LOGIN_MESSAGES.required);
    }
    const email = normaliseEmail(rawEmail);
    const retryAfterSeconds = throttleSeconds(await recentLoginFailures(this.dataSource, email, ctx.ip));
    if (retryAfterSeconds > 0) throw new ShopError('RATE_LIMITED', LOGIN_MESSAGES.throttled, { retryAfterSeconds });

    const acceptable = email.length <= MAX_EMAIL_LENGTH && password.length <= MAX_PASSWORD_LENGTH;
    const user = acceptable ? await this.dataSource.getRepository(UserEntity).findOneBy({ email }) : null;
    const valid = user
      ? await verifyPassword(user.passwordHash, password)
      : (await verifyPassword(await dummyPasswordHash(), acceptable ? password : ''), false);
    if (!user || !valid) {
      await this.dataSource.getRepository(LoginFailureEntity).insert({ email: email.slice(0, MAX_EMAIL_LENGTH), ip: ctx.ip });
      throw new ShopError('INVALID_CREDENTIALS', LOGIN_MESSAGES.invalid);
    }
    // Told only to someone who knows the password: it reveals nothing to a guesser.
    if (user.role === 'user' && !user.emailConfirmedAt) throw new ShopError('INVALID_STATE', LOGIN_MESSAGES.unconfirmed);

    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.env.SESSION_TTL_HOURS * 3_600_000);
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(LoginFailureEntity, { email });
      // A new sign-in replaces the browser's old session instead of leaving it valid.
      if (ctx.sessionToken) await manager.delete(SessionEntity, { tokenHash: sessionTokenHash(ctx.sessionToken) });
      await manager.insert(SessionEntity, { tokenHash: sessionTokenHash(token), userId: user.id, expiresAt });
    });
    await this.cleanUp();
    return { user, token, expiresAt };
  }

  /** Ends the caller's session on the server, so the old cookie is worthless even if kept. */
  async logout(ctx: RequestContext): Promise<void> {
    if (ctx.sessionToken) await this.dataSource.getRepository(SessionEntity).delete({ tokenHash: sessionTokenHash(ctx.sessionToken) });
  }

  /** The account behind a session cookie, or null when unknown or expired. */
  async userForSessionToken(token: string): Promise<SessionUser | null> {
    const rows: SessionUser[] = await this.dataSource.query(
      `SELECT u.id, u.email, u.role
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = $1 AND s.expires_at > now()`,
      [sessionTokenHash(token)],
    );
    return rows[0] ?? null;
  }

  /** The signed-in account as stored now, or null. */
  async currentUser(ctx: RequestContext): Promise<UserEntity | null> {
    if (!ctx.user) return null;
    return this.dataSource.getRepository(UserEntity).findOneBy({ id: ctx.user.id });
  }

  /** Expired sessions and stale failures are removed now and then, on sign-in, not by a timer. */
  private async cleanUp(): Promise<void> {
    await this.dataSource.query(`DELETE FROM sessions WHERE expires_at <= now()`);
    await this.dataSource.query(`DELETE FROM login_failures WHERE at <= now() - make_interval(mins => $1)`, [LOGIN_THROTTLE.windowMinutes]);
  }
}

/**
 * The failed password checks in the throttle's window for this e-mail and client address: sign-ins,
 * and passwords typed to confirm a sign-up, share them, so neither is a way around the other.
 */
export async function recentLoginFailures(dataSource: Pick<DataSource, 'query'>, email: string, ip: string): Promise<RecentFailures> {
  // Ages in seconds, measured with the database's clock like `at` itself.
  const [row]: Array<RecentFailures> = await dataSource.query(
    `SELECT count(*) FILTER (WHERE email = $1 AND ip = $2)::int AS "byPair",
            count(*) FILTER (WHERE ip = $2)::int AS "byIp",
            count(*) FILTER (WHERE email = $1)::int AS "byAccount",
            coalesce(extract(epoch FROM now() - min(at) FILTER (WHERE email = $1 AND ip = $2)), 0)::float8 AS "pairOldestAgo",
            coalesce(extract(epoch FROM now() - min(at) FILTER (WHERE ip = $2)), 0)::float8 AS "ipOldestAgo",
            coalesce(extract(epoch FROM now() - max(at) FILTER (WHERE email = $1)), 0)::float8 AS "accountLastAgo"
       FROM login_failures
      WHERE (email = $1 OR ip = $2) AND at > now() - make_interval(mins => $3)`,
    [email, ip, LOGIN_THROTTLE.windowMinutes],
  );
  return row;
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash can never match; it is not the caller's fault.
    return false;
  }
}

/** The admin account start-up names: its e-mail, and the password when it was made just now at random. */
export interface AdminAccount {
  email: string;
  /** Only for a local admin created on this start: shown once, never stored in clear. */
  newPassword?: string;
}

/**
 * Makes sure someone can administer the shop. With ADMIN_EMAIL and ADMIN_PASSWORD, that account
 * is created when no user has that e-mail (an existing account is left as it is). Without them,
 * outside production, a local admin with a random password is created once and its credentials
 * are returned for the start-up banner, so a fresh checkout can be explored without configuration.
 * Null when there is no admin to name (production without ADMIN_EMAIL).
 */
export async function ensureAdminAccount(db: EntityManager | DataSource, env: Env, logger: Logger): Promise<AdminAccount | null> {
  const users = db.getRepository(UserEntity);
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const email = normaliseEmail(env.ADMIN_EMAIL);
    if (await users.existsBy({ email })) return { email };
    await users
      .createQueryBuilder()
      .insert()
      .values({ email, passwordHash: await hashPassword(env.ADMIN_PASSWORD), role: 'admin' })
      .orIgnore()
      .execute();
    logger.info(`created the admin account ${email}`);
    return { email };
  }
  const existing = await users.findOne({ where: { role: 'admin' }, order: { createdAt: 'ASC' } });
  if (existing) return { email: existing.email };
  if (env.NODE_ENV === 'production') {
    logger.warn('no admin account exists; set ADMIN_EMAIL and ADMIN_PASSWORD to create one');
    return null;
  }
  const password = randomBytes(12).toString('base64url');
  const result = await users
    .createQueryBuilder()
    .insert()
    .values({ email: DEV_ADMIN_EMAIL, passwordHash: await hashPassword(password), role: 'admin' })
    .orIgnore()
    .returning(['id'])
    .execute();
  // Another process created it first: only that one knows the password.
  if (!(result.raw as unknown[]).length) return { email: DEV_ADMIN_EMAIL };
  return { email: DEV_ADMIN_EMAIL, newPassword: password };
}

export const MIN_ADMIN_PASSWORD_LENGTH = 8;

/**
 * The way back from a lost admin password (`npm run admin:password`): sets a new password for
 * the admin e-mail (creating the admin account when there is none), ends that account's sessions
 * and forgets its failed logins, so the new password works at once and only with it.
 */
export async function setAdminPassword(db: DataSource, email: string, password: string): Promise<void> {
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH)
    throw invalidInput(`The password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`);
  if (password.length > MAX_PASSWORD_LENGTH) throw invalidInput('The password is too long');
  const address = normaliseEmail(email);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (manager) => {
    await manager
      .createQueryBuilder()
      .insert()
      .into(UserEntity)
      .values({ email: address, passwordHash, role: 'admin' })
      .orUpdate(['password_hash', 'role'], ['email'])
      .execute();
    const user = await manager.findOneByOrFail(UserEntity, { email: address });
    await manager.delete(SessionEntity, { userId: user.id });
    await manager.delete(LoginFailureEntity, { email: address });
  });
}
