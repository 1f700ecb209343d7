import express from 'express';
import { requireRequestContext } from '../http/request-context.middleware.js';
import { sessionCookie } from '../http/session-cookie.js';
import { LOGIN_MESSAGES } from '../accounts/auth.service.js';
import { invalidInput } from '../kernel/errors.js';
import type { ShopServices } from '../container.js';

/**
 * `POST /api/users/login/`, kept for existing integrations (docs/storefront.md), plus logout: the same sign-in as
 * GraphQL, the same session cookie. Errors go to the shared error handler as `{ message }` with
 * the status their code deserves.
 */
export function createUsersRestRouter(services: ShopServices, production: boolean): express.Router {
  const router = express.Router();

  // Express matches with or without the trailing slash those integrations send.
  router.post('/login', async (req, res) => {
    const body: unknown = req.body;
    const { email, password } = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    if (typeof email !== 'string' || typeof password !== 'string') throw invalidInput(LOGIN_MESSAGES.required);
    const { user, token, expiresAt } = await services.auth.login(requireRequestContext(req), email, password);
    sessionCookie(req, res, production).set(token, expiresAt);
    res.json({ data: { id: user.id, email: user.email, role: user.role } });
  });

  router.post('/logout', async (req, res) => {
    await services.auth.logout(requireRequestContext(req));
    sessionCookie(req, res, production).clear();
    res.json({ data: { success: true } });
  });

  return router;
}
