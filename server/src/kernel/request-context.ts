import type { ApiTokenScopeName as ApiTokenScope } from '@common/integrations.js';

/** What a signed-in person may be: a shopper with an account, or the shop's admin. */
export type UserRole = 'user' | 'admin';

/** Who is asking, as every service sees it; built by the adapters from the session cookie. */
export interface RequestContext {
  user: { id: string; email: string; role: UserRole } | null;
  /** The caller's address, for throttling. */
  ip: string;
  /** The raw session token from the cookie, when there is one (for logout). */
  sessionToken: string | null;
  /**
   * The API token a machine authenticated with (`Authorization: Bearer`), instead of a session:
   * `user` is then null, and admin operations are allowed by the token's scopes (access.ts).
   */
  apiToken?: { id: string; name: string; scopes: readonly ApiTokenScope[]; unpaidOrderLimit: number } | null;
}

export function isAdmin(ctx: RequestContext): boolean {
  return ctx.user?.role === 'admin';
}

/** A context for work the shop does on its own (seeding, reconciliation). */
export function systemContext(): RequestContext {
  return { user: null, ip: 'system', sessionToken: null };
}
