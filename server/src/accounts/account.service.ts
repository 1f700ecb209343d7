import type { DataSource, EntityManager } from 'typeorm';
import { accountEmailError, accountNameError, passwordError } from '@common/account-form.js';
import type { Env } from '../config/env.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import { invalidInput, ShopError, unauthenticated } from '../kernel/errors.js';
import { enforceRateLimit, type RateLimiter } from '../kernel/rate-limiter.js';
import type { RequestContext } from '../kernel/request-context.js';
import type { MailService } from '../mail/mail.service.js';
import { OrderEntity } from '../orders/order.entity.js';
import { createAccountLink, pendingSignUps, revokeAccountLinks, type SignUpChoice, takeAccountLink } from './account-links.js';
import { ACCOUNT_MAIL_KINDS, alreadyRegisteredMail, confirmEmailMail, passwordResetMail } from './account-mail.js';
import {
  hashPassword,
  LOGIN_MESSAGES,
  MAX_PASSWORD_LENGTH,
  normaliseEmail,
  recentLoginFailures,
  sessionTokenHash,
  verifyPassword,
} from './auth.service.js';
import { throttleSeconds } from './login-throttle.js';
import { LoginFailureEntity } from './login-failure.entity.js';
import { erasePersonalData } from './personal-data-erasure.js';
import { SessionEntity } from './session.entity.js';
import { UserEntity } from './user.entity.js';

export const ACCOUNT_ANSWERS = {
  linkInvalid: 'This link has expired or has already been used. Ask for a new one.',
  signUpPasswordRequired: 'Enter the password you chose when you signed up',
  notSignUpPassword:
    'This is not the password chosen when signing up with this address. Enter the one you chose, or sign up again for a new link.',
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

  async signUp(
    ctx: RequestContext,
    input: { name: unknown; email: unknown; password: unknown; marketingConsent?: unknown },
  ): Promise<void> {
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
    // The separate consent to marketing e-mails: only a tick gives it (decision 63).
    const marketingConsent = input.marketingConsent === true;
    await this.dataSource.transaction(async (manager) => {
      const { shopName } = await this.mail.shopDetails(manager);
      const created: Array<{ id: string }> = await manager.query(
        `INSERT INTO users (email, password_hash, role, name, marketing_consent_at)
         VALUES ($1, $2, 'user', $3, CASE WHEN $4 THEN now() END)
         ON CONFLICT (email) DO NOTHING RETURNING id`,
        [email, passwordHash, name, marketingConsent],
      );
      const existing = created.length ? null : await manager.findOneByOrFail(UserEntity, { email });
      if (!existing || (existing.role === 'user' && !existing.emailConfirmedAt)) {
        // Never confirmed: this sign-up gets its own link, carrying its own name and password. The
        // account's stored ones decide nothing until a link is followed from the mailbox, so an
        // earlier sign-up by someone else cannot choose the password or the greeting.
        const userId = existing?.id ?? created[0].id;
        if (!(await this.mayMail(manager, email))) return;
        const link = await createAccountLink(manager, userId, 'confirm-email', this.publicUrl, { name, passwordHash, marketingConsent });
        await this.mail.enqueue(
          manager,
          ACCOUNT_MAIL_KINDS.confirm,
          email,
          await this.mail.render(manager, confirmEmailMail(name, link, shopName)),
        );
        return;
      }
      if (!(await this.mayMail(manager, email))) return;
      const content = alreadyRegisteredMail(`${this.base()}/?login=1`, shopName);
      await this.mail.enqueue(manager, ACCOUNT_MAIL_KINDS.alreadyRegistered, email, await this.mail.render(manager, content));
    });
  }

  /**
   * Follows a confirmation link once, with the password chosen at sign-up; the confirmed address.
   * Every sign-up with the address mails its link to the same mailbox, so the link alone proves
   * only the mailbox: the typed password picks the pending sign-up it belongs to, whose name and
   * password the account takes. Someone who signed up with another's address cannot choose the
   * password that works, even when its owner opens that sign-up's e-mail. A wrong password changes
   * nothing, keeps the link, and counts as a failed sign-in for this address and e-mail.
   */
  async confirmEmail(ctx: RequestContext, token: unknown, password: unknown): Promise<string> {
    await enforceRateLimit(this.rateLimiter, `confirm:${ctx.ip}`, this.env.RATE_LIMIT_LOGINS_PER_MINUTE);
    const pending = await pendingSignUps(this.dataSource.manager, token);
    if (!pending) throw invalidInput(ACCOUNT_ANSWERS.linkInvalid, { field: 'token' });
    if (typeof password !== 'string' || !password) throw invalidInput(ACCOUNT_ANSWERS.signUpPasswordRequired, { field: 'password' });
    const user = await this.dataSource.manager.findOneByOrFail(UserEntity, { id: pending.userId });
    const chosen = user.emailConfirmedAt ? null : await this.signUpOfPassword(ctx, user, pending.signUps, password);
    return this.dataSource.transaction(async (manager) => {
      const link = await takeAccountLink(manager, token, 'confirm-email');
      if (!link) throw invalidInput(ACCOUNT_ANSWERS.linkInvalid, { field: 'token' });
      // A confirmed account is never changed by a link.
      // The confirmed sign-up's consent to marketing e-mails is the account's (kept when a link predates the question).
      const updated: Array<{ id: string }> = await manager.query(
        `UPDATE users SET email_confirmed_at = now(), name = $2, password_hash = $3,
                marketing_consent_at = CASE WHEN $4::boolean IS NULL THEN marketing_consent_at
                                            WHEN $4 THEN coalesce(marketing_consent_at, now()) END
          WHERE id = $1 AND email_confirmed_at IS NULL RETURNING id`,
        [user.id, chosen?.name ?? user.name, chosen?.passwordHash ?? user.passwordHash, chosen?.marketingConsent ?? null],
      );
      if (updated.length) await manager.delete(SessionEntity, { userId: user.id });
      return user.email;
    });
  }

  /** The pending sign-up whose password this is; refuses (and counts the failure) when none is. */
  private async signUpOfPassword(ctx: RequestContext, user: UserEntity, signUps: SignUpChoice[], password: string): Promise<SignUpChoice> {
    const wait = throttleSeconds(await recentLoginFailures(this.dataSource, user.email, ctx.ip));
    if (wait > 0) throw new ShopError('RATE_LIMITED', LOGIN_MESSAGES.throttled, { retryAfterSeconds: wait });
    // Links made before sign-ups were kept on them confirm the password stored with the account.
    const candidates = signUps.length ? signUps : [{ name: user.name, passwordHash: user.passwordHash }];
    if (password.length <= MAX_PASSWORD_LENGTH) {
      for (const candidate of candidates) if (await verifyPassword(candidate.passwordHash, password)) return candidate;
    }
    await this.dataSource.getRepository(LoginFailureEntity).insert({ email: user.email, ip: ctx.ip });
    throw new ShopError('INVALID_CREDENTIALS', ACCOUNT_ANSWERS.notSignUpPassword, { field: 'password' });
  }

  /** Always answers the same; a shopper account with that address gets a link by e-mail. */
  async requestPasswordReset(ctx: RequestContext, rawEmail: unknown): Promise<void> {
    await enforceRateLimit(this.rateLimiter, `password-reset:${ctx.ip}`, this.env.RATE_LIMIT_LOGINS_PER_MINUTE);
    const problem = fieldError('email', accountEmailError(rawEmail));
    if (problem) throw problem;
    const email = normaliseEmail(rawEmail as string);
    await this.dataSource.transaction(async (manager) => {
      const found = await manager.findOneBy(UserEntity, { email, role: 'user' });
      // Over the recipient's hourly allowance nothing is made or sent, and the answer is the same.
      const user = found && (await this.mayMail(manager, email)) ? found : null;
      const { shopName } = await this.mail.shopDetails(manager);
      const link = user ? await createAccountLink(manager, user.id, 'reset-password', this.publicUrl) : `${this.base()}/`;
      // Drawn whether or not the account exists, so the answer takes as long either way.
      const message = await this.mail.render(manager, passwordResetMail(link, shopName));
      if (user) await this.mail.enqueue(manager, ACCOUNT_MAIL_KINDS.reset, email, message);
    });
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
      const link = await takeAccountLink(manager, token, 'reset-password');
      if (!link) throw invalidInput(ACCOUNT_ANSWERS.linkInvalid, { field: 'token' });
      const userId = link.userId;
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
      // A reset link sent before the change would undo it: every outstanding link goes.
      await revokeAccountLinks(manager, user.id);
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
      // Orders, reviews, messages and e-mails lose what named them; issued tax documents stay (decision 63).
      await erasePersonalData(manager, user.email);
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

  /**
   * Whether one more account e-mail may go to `email` now: at most ACCOUNT_MAIL_PER_RECIPIENT_PER_HOUR
   * an hour, counted in the outbox per recipient rather than per client address, so sign-ups and
   * resets sent from many addresses cannot flood one mailbox. The lock keeps two requests for the
   * same address from both taking the last place; it ends with the transaction.
   */
  private async mayMail(manager: EntityManager, email: string): Promise<boolean> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('account-mail:' || $1))`, [email]);
    const [{ sent }]: Array<{ sent: number }> = await manager.query(
      `SELECT count(*)::int AS sent FROM mail_outbox
        WHERE to_address = $1 AND kind = ANY($2) AND created_at > now() - interval '1 hour'`,
      [email, Object.values(ACCOUNT_MAIL_KINDS)],
    );
    if (sent < this.env.ACCOUNT_MAIL_PER_RECIPIENT_PER_HOUR) return true;
    this.logger.warn('account e-mail not sent: the recipient had its hourly allowance', { kind: 'account-mail-capped' });
    return false;
  }

  private base(): string {
    return this.publicUrl.replace(/\/+$/, '');
  }
}

function fieldError(field: string, message: string | null): ShopError | null {
  return message ? invalidInput(message, { field }) : null;
}
