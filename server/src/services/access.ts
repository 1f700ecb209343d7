import { forbidden, unauthenticated } from './errors.js';
import type { RequestContext } from './request-context.js';

/** The one check every admin operation makes first: signed in (401) and an admin (403). */
export function requireAdmin(ctx: RequestContext): void {
  if (!ctx.user) throw unauthenticated();
  if (ctx.user.role !== 'admin') throw forbidden();
}
