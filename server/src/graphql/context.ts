import type { Response } from 'express';
import type { RequestContext } from '../kernel/request-context.js';
import type { ShopServices } from '../container.js';
import type { SessionCookie } from '../http/session-cookie.js';

/** What every resolver receives: who is asking, the services, and the session cookie to set. */
export interface GraphQLContext {
  ctx: RequestContext;
  services: ShopServices;
  cookies: SessionCookie;
  res: Response;
}
