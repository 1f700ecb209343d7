import type { DataSource, EntityManager } from 'typeorm';
import { accountEmailError, accountNameError, passwordError } from '@common/account-form.js';
import type { Env } from '../config/env.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import { invalidInput, ShopError, unauthenticated } from '../kernel/errors.js';
import { enforceRateLimit, type RateLimiter } from '../kernel/rate-limiter.js';
import type { RequestContext } from '../kernel/request-context.js';
import type { MailService } from '../mail/mail.service.js';
import { OrderEntity } from '../orders/order.entity.js';
import { createAccountLink, takeAccountLink } from './account-links.js';
import { ACCOUNT_MAIL_KINDS, alreadyRegisteredMail, confirmEmailMail, passwordResetMail } from './account-mail.js';
import { hashPassword, normaliseEmail, sessionTokenHash, verifyPassword } from './auth.service.js';
import { LoginFailureEntity } from './login-failure.entity.js';
import { SessionEntity } from './session.entity.js';
import { UserEntity } from './user.entity.js';

export const ACCOUNT_ANSWERS = {
  linkInvalid: 'This link has expired or has already been used. Ask for a new one.',
  wrongPassword: 'Your current password is not right',
  shoppersOnly: 'This is for shopper accounts; administrators change their password with npm run admin:password',
} as const;

/** How many of a shopper's orders "My account" lists, newest first. */
export const MY_ORDERS_LIMIT = 50;

/**
 * A shopper's optional account: signing up (the address confirmed by a link before anything is
 * shown), a forgotten password, changing it, and deleting the account. Guest checkout needs none
 * of this. Answers never tell who has an account: signing up with a known address and asking for
 * a reset of an unknown one answer exactly as the other case does, and the e-mail says the rest.
 */
export class AccountService {
  private readonly dataSource: DataSource;
  private readonly env: Env;
  private readonly publicUrl: string;
  private readonly logger: ShopServiceDeps['logger'];

  constructor(
    deps: ShopServiceDeps,
    private readonly mail: MailService,
    private readonly rateLimiter: RateLimiter,
  ) {
    this.dataSource = deps.dataSource;
    this.env = deps.env;
    this.publicUrl = deps.publicUrl;
    this.logger = deps.logger;
  }

  async signUp(ctx: RequestContext, input: { name: unknown; email: unknown; password: unknown }): Promise<void> {
    // Sign-ups hash a password and send an e-mail: counted like sign-ins, per client address.
    await enforceRateLimit(this.rateLimiter, `signup:${ctx.ip}`, this.env.RATE_LIMIT_LOGINS_PER_MINUTE);
    const problem =
      fieldError('name', accountNameError(input.name)) ??
      fieldError('email', accountEmailError(input.email)) ??
      fieldError('password', passwordError(input.password));
    if (problem) throw problem;
    const name = (input.name as string).trim();
    const email = normaliseEmail(input.email as string);
    const passwordHash = await hashPassword(input.password as string);
    await this.dataSource.transaction(async (manager) => {
      const { shopName } = await this.mail.shopDetails(manager);
      const created: Array<{ id: string }> = await manager.query(
        `INSERT INTO users (email, password_hash, role, name) VALUES ($1, $2, 'user', $3)
         ON CONFLICT (email) DO NOTHING RETURNING id`,
        [email, passwordHash, name],
      );
      if (created.length) {
        const link = await createAccountLink(manager, created[0].id, 'confirm-email', this.publicUrl);
        await this.mail.enqueue(
          manager,
          ACCOUNT_MAIL_KINDS.confirm,
          email,
          await this.mail.render(manager, confirmEmailMail(name, link, shopName)),
        );
        return;
      }
      const existing = await manager.findOneByOrFail(UserEntity, { email });
      if (existing.role === 'user' && !existing.emailConfirmedAt) {
        // Never confirmed: a new link, as if signing up afresh (the first mail may have been lost).
        const link = await createAccountLink(manager, existing.id, 'confirm-email', this.publicUrl);
        const content = confirmEmailMail(existing.name || name, link, shopName);
        await this.mail.enqueue(manager, ACCOUNT_MAIL_KINDS.confirm, email, await this.mail.render(manager, content));
        return;
      }
      const content = alreadyRegisteredMail(`${this.base()}/?login=1`, shopName);
      await this.mail.enqueue(manager, ACCOUNT_MAIL_KINDS.alreadyRegistered, email, await this.mail.render(manager, content));
    });
    this.deliverMailSoon();
  }

  /**
   * Sends what was just queued without waiting for it (the background pass retries a failure):
   * a link is wanted now, and not awaiting keeps every answer as quick as every other.
   */
  private deliverMailSoon() {
    this.mail.deliverPending().catch((error: unknown) => {
      this.logger.warn('sending queued e-mail failed; will retry', { error: error instanceof Error ? error.message : String(error) });
    });
  }

  /** Follows a confirmation link once; the confirmed address. */
  async confirmEmail(token: unknown): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const userId = await takeAccountLink(manager, token, 'confirm-email');
      if (!userId) throw invalidInput(ACCOUNT_ANSWERS.linkInvalid, { field: 'token' });
      await manager.query(`UPDATE users SET email_confirmed_at = coalesce(email_confirmed_at, now()) WHERE id = $1`, [userId]);
      return (await manager.findOneByOrFail(UserEntity, { id: userId })).email;
    });
  }

  /** Always answers the same; a shopper account with that address gets a link by e-mail. */
  async requestPasswordReset(ctx: RequestContext, rawEmail: unknown): Promise<void> {
    await enforceRateLimit(this.rateLimiter, `password-reset:${ctx.ip}`, this.env.RATE_LIMIT_LOGINS_PER_MINUTE);
    const problem = fieldError('email', accountEmailError(rawEmail));
    if (problem) throw problem;
    const email = normaliseEmail(rawEmail as string);
    await this.dataSource.transaction(async (manager) => {
      const user = await manager.findOneBy(UserEntity, { email, role: 'user' });
      const { shopName } = await this.mail.shopDetails(manager);
      const link = user ? await createAccountLink(manager, user.id, 'reset-password', this.publicUrl) : `${this.base()}/`;
      // Drawn whether or not the account exists, so the answer takes as long either way.
      const message = await this.mail.render(manager, passwordResetMail(link, shopName));
      if (user) await this.mail.enqueue(manager, ACCOUNT_MAIL_KINDS.reset, email, message);
    });
    this.deliverMailSoon();
  }

  /**
   * Sets a new password through a reset link, once. Every session of the account ends (whoever
   * else was signed in is out), and the address counts as confirmed: the link reached its inbox.
   */
  async resetPassword(token: unknown, newPassword: unknown): Promise<void> {
    const problem = fieldError('password', passwordError(newPassword));
    if (problem) throw problem;
    const passwordHash = await hashPassword(newPassword as string);
    await this.dataSource.transaction(async (manager) => {
      const userId = await takeAccountLink(manager, token, 'reset-password');
      if (!userId) throw invalidInput(ACCOUNT_ANSWERS.linkInvalid, { field: 'token' });
      const user = await manager.findOneByOrFail(UserEntity, { id: userId });
      await manager.query(`UPDATE users SET password_hash = $2, email_confirmed_at = coalesce(email_confirmed_at, now()) WHERE id = $1`, [
        userId,
        passwordHash,
      ]);
      await manager.delete(SessionEntity, { userId });
      await manager.delete(LoginFailureEntity, { email: user.email });
    });
  }

  /** Changes the signed-in shopper's password; their other sessions end, this one stays. */
  async changePassword(ctx: RequestContext, currentPassword: unknown, newPassword: unknown): Promise<void> {
    const user = await this.signedInShopper(ctx);
    const problem = fieldError('newPassword', passwordError(newPassword));
    if (problem) throw problem;
    if (typeof currentPassword !== 'string' || !(await verifyPassword(user.passwordHash, currentPassword))) {
      throw new ShopError('INVALID_CREDENTIALS', ACCOUNT_ANSWERS.wrongPassword, { field: 'currentPassword' });
    }
    const passwordHash = await hashPassword(newPassword as string);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(UserEntity, { id: user.id }, { passwordHash });
      await manager.query(`DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2`, [
        user.id,
        ctx.sessionToken ? sessionTokenHash(ctx.sessionToken) : '',
      ]);
    });
  }

  /**
   * Deletes the signed-in shopper's account after checking the password. The account, its
   * sessions, links and saved addresses go; reviews keep their words but lose the author's name
   * and city. Orders stay as they were placed: they are the shop's tax records (invoices must be
   * kept for the years GST law requires), and they were placed as a guest checkout would be.
   */
  async deleteAccount(ctx: RequestContext, password: unknown): Promise<void> {
    const user = await this.signedInShopper(ctx);
    if (typeof password !== 'string' || !(await verifyPassword(user.passwordHash, password))) {
      throw new ShopError('INVALID_CREDENTIALS', ACCOUNT_ANSWERS.wrongPassword, { field: 'password' });
    }
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE reviews SET author_name = 'A former customer', author_city = ''
          WHERE order_id IN (SELECT id FROM orders WHERE lower(email) = $1)`,
        [user.email],
      );
      await manager.delete(UserEntity, { id: user.id });
      await manager.delete(SessionEntity, { userId: user.id });
      await manager.delete(LoginFailureEntity, { email: user.email });
    });
  }

  /**
   * Every order placed with the account's confirmed address, newest first: guest orders placed
   * before the account existed included, since confirming the address proved it is theirs.
   */
  async ordersOf(
    user: Pick<UserEntity, 'email' | 'emailConfirmedAt'>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<OrderEntity[]> {
    if (!user.emailConfirmedAt) return [];
    return manager
      .createQueryBuilder(OrderEntity, 'o')
      .where('lower(o.email) = :email', { email: user.email })
      .orderBy('o.createdAt', 'DESC')
      .limit(MY_ORDERS_LIMIT)
      .getMany();
  }

  /** The signed-in shopper's account; admins and API tokens are not shoppers. */
  async signedInShopper(ctx: RequestContext): Promise<UserEntity> {
    if (!ctx.user) throw unauthenticated();
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id: ctx.user.id });
    if (!user) throw unauthenticated();
    if (user.role !== 'user') throw new ShopError('FORBIDDEN', ACCOUNT_ANSWERS.shoppersOnly);
    return user;
  }

  private base(): string {
    return this.publicUrl.replace(/\/+$/, '');
  }
}

function fieldError(field: string, message: string | null): ShopError | null {
  return message ? invalidInput(message, { field }) : null;
}
