import type { ApiTokenScopeName as ApiTokenScope } from '@common/integrations.js';
import { forbidden, unauthenticated } from './errors.js';
import type { RequestContext } from './request-context.js';

/**
 * The one check every admin operation makes first: signed in (401) and an admin (403). An API
 * token passes only for operations that name a scope it holds; an operation without a scope
 * (the dashboard, token and webhook management) is for signed-in admins alone.
 */
export function requireAdmin(ctx: RequestContext, scope?: ApiTokenScope): void {
  if (ctx.apiToken) {
    if (scope && ctx.apiToken.scopes.includes(scope)) return;
    throw forbidden(scope ? `This API token lacks the ${scope} scope` : 'API tokens may not do this; sign in as an administrator');
  }
  if (!ctx.user) throw unauthenticated();
  if (ctx.user.role !== 'admin') throw forbidden();
}

/** Who made an admin change, for history records: the admin's e-mail or the API token's name. */
export function actorName(ctx: RequestContext): string {
  if (ctx.apiToken) return `API token "${ctx.apiToken.name}"`;
  return ctx.user?.email ?? 'system';
}
