import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';

/**
 * The single-use links the shop e-mails an account: confirming its address (valid 24 hours) and
 * resetting its password (valid 30 minutes). The e-mail carries a random token; only its SHA-256
 * is stored, so a leaked table opens nothing. A link is used at most once: taking it marks it used
 * in the same statement, so two clicks racing each other cannot both succeed.
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

/** Makes a new link for the account and returns its full address under `publicUrl`. */
export async function createAccountLink(
  manager: EntityManager,
  userId: string,
  purpose: AccountLinkPurpose,
  publicUrl: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await manager.query(
    `INSERT INTO account_links (token_hash, user_id, purpose, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
    [linkHash(token), userId, purpose, ACCOUNT_LINK_LIFETIME_MINUTES[purpose]],
  );
  return `${publicUrl.replace(/\/+$/, '')}${ACCOUNT_LINK_PATHS[purpose]}?token=${token}`;
}

/** Uses the link once: the account it belongs to, or null when unknown, used, expired or for another purpose. */
export async function takeAccountLink(manager: EntityManager, token: unknown, purpose: AccountLinkPurpose): Promise<string | null> {
  if (typeof token !== 'string' || token.length < 20 || token.length > 100) return null;
  const rows: Array<{ user_id: string }> = await manager.query(
    // In a WITH, so the driver hands back the rows themselves (a bare UPDATE answers [rows, count]).
    `WITH taken AS (
       UPDATE account_links SET used_at = now()
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id
     ) SELECT user_id FROM taken`,
    [linkHash(token), purpose],
  );
  return rows[0]?.user_id ?? null;
}
