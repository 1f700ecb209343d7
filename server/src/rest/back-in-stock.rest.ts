import express from 'express';
import type { ShopServices } from '../container.js';
import { addUnsubscribeRoutes } from './plain-page.js';

/**
 * GET and POST /api/back-in-stock/unsubscribe?token=…: the link every back-in-stock e-mail carries
 * (POST for mail programs' one-click button, GET for the link). It forgets the one request the
 * token names, so nothing is sent for it when the size comes back.
 */
export function createBackInStockRouter(services: ShopServices): express.Router {
  const router = express.Router();
  addUnsubscribeRoutes(router, (token) => services.backInStock.unsubscribe(token), {
    done: 'We will not e-mail you when this size is back in stock.',
  });
  return router;
}
