import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';

/**
 * The single-use links the shop e-mails an account: confirming its address (valid 24 hours) and
 * resetting its password (valid 30 minutes). The e-mail carries a random token; only its SHA-256
 * is stored, so a leaked table opens nothing. A link is used at most once: taking it marks it used
 * in the same statement, so two clicks racing each other cannot both succeed.
 *
 * A confirmation link carries the name and password hash of the sign-up that asked for it: several
 * people may sign up with one address before it is confirmed. Every sign-up's e-mail lands in the
 * same mailbox, so opening a link proves only the mailbox; confirming also asks for the password
 * chosen at sign-up and applies the pending sign-up it belongs to (pendingSignUps). Using any link
 * of an account, and asking for a new reset link, revokes the account's other links of both kinds.
 */
export type AccountLinkPurpose = 'confirm-email' | 'reset-password';

export const ACCOUNT_LINK_LIFETIME_MINUTES: Record<AccountLinkPurpose, number> = {
  'confirm-email': 24 * 60,
  'reset-password': 30,
};

export const ACCOUNT_LINK_PATHS: Record<AccountLinkPurpose, string> = {
  'confirm-email': '/account/confirm',
  'reset-password': '/account/reset-password',
};

function linkHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The sign-up a confirmation link belongs to: what confirming it makes the account's name and password. */
export interface SignUpChoice {
  name: string;
  passwordHash: string;
  /** Whether this sign-up ticked the consent to marketing e-mails; null for links made before it was asked. */
  marketingConsent?: boolean | null;
}

/**
 * Makes a new link for the account and returns its full address under `publicUrl`. A new reset
 * link revokes the older ones, so only the newest e-mail works.
 */
export async function createAccountLink(
  manager: EntityManager,
  userId: string,
  purpose: AccountLinkPurpose,
  publicUrl: string,
  signUp?: SignUpChoice,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  if (purpose === 'reset-password') await revokeAccountLinks(manager, userId, 'reset-password');
  await manager.query(
    `INSERT INTO account_links (token_hash, user_id, purpose, expires_at, sign_up_name, sign_up_password_hash, sign_up_marketing_consent)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4), $5, $6, $7)`,
    [
      linkHash(token),
      userId,
      purpose,
      ACCOUNT_LINK_LIFETIME_MINUTES[purpose],
      signUp?.name ?? null,
      signUp?.passwordHash ?? null,
      signUp?.marketingConsent ?? null,
    ],
  );
  return `${publicUrl.replace(/\/+$/, '')}${ACCOUNT_LINK_PATHS[purpose]}?token=${token}`;
}

/** Marks every unused link of the account (of one purpose, or all) used: a password changed or reset, an address confirmed. */
export async function revokeAccountLinks(manager: EntityManager, userId: string, purpose?: AccountLinkPurpose): Promise<void> {
  await manager.query(
    `UPDATE account_links SET used_at = now() WHERE user_id = $1 AND used_at IS NULL AND ($2::text IS NULL OR purpose = $2)`,
    [userId, purpose ?? null],
  );
}

export interface TakenLink {
  userId: string;
  /** The confirmation link's sign-up; null for reset links and links made before sign-ups were kept. */
  signUp: SignUpChoice | null;
}

/**
 * Uses the link once: the account it belongs to, or null when unknown, used, expired or for another
 * purpose. Every other unused link of the account is revoked with it.
 */
export async function takeAccountLink(manager: EntityManager, token: unknown, purpose: AccountLinkPurpose): Promise<TakenLink | null> {
  if (typeof token !== 'string' || token.length < 20 || token.length > 100) return null;
  const rows: Array<{ user_id: string; sign_up_name: string | null; sign_up_password_hash: string | null }> = await manager.query(
    // In a WITH, so the driver hands back the rows themselves (a bare UPDATE answers [rows, count]).
    `WITH taken AS (
       UPDATE account_links SET used_at = now()
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id, sign_up_name, sign_up_password_hash
     ) SELECT user_id, sign_up_name, sign_up_password_hash FROM taken`,
    [linkHash(token), purpose],
  );
  const row = rows[0];
  if (!row) return null;
  await revokeAccountLinks(manager, row.user_id);
  const signUp =
    row.sign_up_name !== null && row.sign_up_password_hash !== null
      ? { name: row.sign_up_name, passwordHash: row.sign_up_password_hash }
      : null;
  return { userId: row.user_id, signUp };
}

/** How many pending sign-ups a typed password is checked against: each check is an argon2 hash. */
export const PENDING_SIGN_UPS_CHECKED = 10;

export interface PendingSignUps {
  userId: string;
  /** The link's own sign-up first, then the account's other live ones, newest first. */
  signUps: SignUpChoice[];
}

/**
 * The unconfirmed sign-ups a live confirmation link can confirm, without using the link: its own
 * and the account's other unused, unexpired confirmation links. Null when the link is unknown,
 * used, expired or for another purpose.
 */
export async function pendingSignUps(manager: EntityManager, token: unknown): Promise<PendingSignUps | null> {
  if (typeof token !== 'string' || token.length < 20 || token.length > 100) return null;
  const [link]: Array<{ user_id: string }> = await manager.query(
    `SELECT user_id FROM account_links WHERE token_hash = $1 AND purpose = 'confirm-email' AND used_at IS NULL AND expires_at > now()`,
    [linkHash(token)],
  );
  if (!link) return null;
  const rows: Array<{ sign_up_name: string; sign_up_password_hash: string; sign_up_marketing_consent: boolean | null }> =
    await manager.query(
      `SELECT sign_up_name, sign_up_password_hash, sign_up_marketing_consent FROM account_links
      WHERE user_id = $1 AND purpose = 'confirm-email' AND used_at IS NULL AND expires_at > now()
        AND sign_up_name IS NOT NULL AND sign_up_password_hash IS NOT NULL
      ORDER BY token_hash = $2 DESC, created_at DESC
      LIMIT $3`,
      [link.user_id, linkHash(token), PENDING_SIGN_UPS_CHECKED],
    );
  return {
    userId: link.user_id,
    signUps: rows.map((row) => ({
      name: row.sign_up_name,
      passwordHash: row.sign_up_password_hash,
      marketingConsent: row.sign_up_marketing_consent,
    })),
  };
}
