import express from 'express';
import type { ShopServices } from '../container.js';
import type { Logger } from '../kernel/logger.js';
import { trackingUpdateSchema, webhookKeyMatches } from '../fulfilment/courier/tracking-webhook.js';

/**
 * The courier aggregator's tracking webhook (fulfilment/courier/courier-paths.ts): authenticated
 * by the token in `x-api-key` (401 and nothing read otherwise), then handed to the tracking
 * service. A known update, a repeated one and one for a parcel we do not know all answer 200,
 * so the aggregator stops sending them; only a body that is not a tracking update is a 400.
 */
export function createCourierTrackingRoutes(services: ShopServices, webhookToken: string, logger: Logger): express.Router {
  const router = express.Router();
  router.post('/', (req, res, next) => {
    if (!webhookKeyMatches(req.get('x-api-key'), webhookToken)) {
      res.status(401).json({ message: 'Wrong or missing x-api-key' });
      return;
    }
    next();
  });
  router.post('/', express.json({ limit: '256kb' }), async (req, res, next) => {
    try {
      const parsed = trackingUpdateSchema.safeParse(req.body);
      if (!parsed.success) {
        res.status(400).json({ message: 'Not a tracking update: awb, current_status and current_timestamp are required' });
        return;
      }
      const { outcome } = await services.courierTracking.applyUpdate(parsed.data);
      if (outcome === 'UNKNOWN_AWB') logger.warn('tracking update for a parcel the shop does not know', { awb: parsed.data.awb });
      res.json({ status: 'ok', outcome: outcome.toLowerCase() });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
