import express from 'express';
import { TRACK_ORDER_FIELDS, TRACK_ORDER_MESSAGES, validateTrackOrder, type TrackOrderField } from '@common/track-order.js';
import { requireRequestContext } from '../http/request-context.middleware.js';
import { HTTP_STATUS_BY_CODE, ShopError } from '../kernel/errors.js';
import type { Logger } from '../kernel/logger.js';
import type { ShopServices } from '../container.js';
import { trackOrderFormPage } from './track-order-form-page.js';

const FORM_BODY_LIMIT_BYTES = 4 * 1024;
const UNAVAILABLE = 'We could not look your order up just now. Please try again in a moment.';

/**
 * The track-order form as plain HTML: sent before the storefront's scripts start (a slow phone
 * shows the server's page seconds before that), it is posted here rather than lost. The same
 * service as Query.trackOrder (its rate limits, one answer for a wrong number and a wrong
 * e-mail); a match is answered with a redirect to the order's page, as the form does once
 * hydrated, anything else with the form again. A POST, so the e-mail never lands in an address.
 */
export function createTrackOrderFormRouter(services: ShopServices, logger: Logger): express.Router {
  const router = express.Router();
  router.post('/', express.urlencoded({ extended: false, limit: FORM_BODY_LIMIT_BYTES, parameterLimit: 10 }), async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const values = Object.fromEntries(
      TRACK_ORDER_FIELDS.map((field) => [field, typeof body[field] === 'string' ? body[field].slice(0, 200) : '']),
    ) as Record<TrackOrderField, string>;
    res.setHeader('Cache-Control', 'no-store');

    const errors = validateTrackOrder(values);
    if (Object.keys(errors).length > 0) {
      res
        .status(400)
        .type('html')
        .send(trackOrderFormPage(values, errors, null));
      return;
    }
    try {
      const order = await services.tracking.find(requireRequestContext(req), values.orderNumber.trim(), values.email.trim());
      if (order) {
        res.redirect(303, `/order-summary/${encodeURIComponent(order.id)}`);
        return;
      }
      res
        .status(404)
        .type('html')
        .send(trackOrderFormPage(values, {}, TRACK_ORDER_MESSAGES.notFound));
    } catch (error) {
      if (error instanceof ShopError) {
        res
          .status(HTTP_STATUS_BY_CODE[error.code])
          .type('html')
          .send(trackOrderFormPage(values, {}, error.message));
        return;
      }
      logger.error('track order form post failed', { error: String(error) });
      res
        .status(503)
        .type('html')
        .send(trackOrderFormPage(values, {}, UNAVAILABLE));
    }
  });
  return router;
}
