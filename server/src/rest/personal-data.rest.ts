import express from 'express';
import { requireRequestContext } from '../http/request-context.middleware.js';
import { HTTP_STATUS_BY_CODE, ShopError } from '../kernel/errors.js';
import type { ShopServices } from '../container.js';
import { addUnsubscribeRoutes } from './plain-page.js';

/**
 * A shopper's data rights over plain HTTP, where a link is what they click:
 * - GET /api/account/export: the signed-in shopper's data as a JSON file to keep (session cookie);
 * - GET and POST /api/marketing/unsubscribe?token=…: the one-click unsubscribe every marketing
 *   e-mail links to (POST for mail programs' List-Unsubscribe-Post button, GET for the link).
 */
export function createAccountExportRouter(services: ShopServices): express.Router {
  const router = express.Router();
  router.get('/export', async (req, res) => {
    try {
      const data = await services.personalData.export(requireRequestContext(req));
      res
        .set('Cache-Control', 'no-store')
        .set('Content-Disposition', 'attachment; filename="my-data.json"')
        .type('application/json')
        .send(JSON.stringify(data, null, 2));
    } catch (error) {
      if (!(error instanceof ShopError)) throw error;
      res.status(HTTP_STATUS_BY_CODE[error.code]).json({ error: error.message, code: error.code });
    }
  });
  return router;
}

export function createMarketingRouter(services: ShopServices): express.Router {
  const router = express.Router();
  addUnsubscribeRoutes(router, (token) => services.personalData.unsubscribe(token), {
    done: 'You will get no more marketing e-mails from us. Order e-mails still come.',
    incomplete: ', or switch marketing e-mails off in your account',
  });
  return router;
}
