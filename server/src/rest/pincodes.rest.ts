import express from 'express';
import { HTTP_STATUS_BY_CODE, ShopError } from '../kernel/errors.js';
import type { ShopServices } from '../container.js';

/**
 * GET /api/pincodes/:pincode: a PIN code's city, district and state from India Post's directory,
 * for integrators without GraphQL (Query.pincode answers the same). 404 for a code the directory
 * does not have, 400 for something that is not a PIN code.
 */
export function createPincodesRestRouter(services: ShopServices): express.Router {
  const router = express.Router();
  router.get('/:pincode', (req, res) => {
    try {
      const area = services.pincodes.lookup(req.params.pincode);
      if (!area) {
        res.status(404).json({ error: 'India Post has no such PIN code', code: 'NOT_FOUND' });
        return;
      }
      // The directory changes only with a new release of the shop.
      res.set('Cache-Control', 'public, max-age=86400').json(area);
    } catch (error) {
      if (!(error instanceof ShopError)) throw error;
      res.status(HTTP_STATUS_BY_CODE[error.code]).json({ error: error.message, code: error.code });
    }
  });
  return router;
}
