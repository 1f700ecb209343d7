import express, { type Request, type Response } from 'express';
import type { Logger } from '../logger.js';
import { ShopError } from '../services/errors.js';
import type { ShopServices } from '../services/services.js';

/**
 * Where the payment provider reaches us: the shopper's browser coming back from the pay page,
 * and the provider's server-to-server webhook. Both only prompt a status check with the provider
 * (PaymentSyncService.synchronise); neither is believed on its own word. Mounted before the JSON
 * parser, because the webhook is authenticated on its raw body.
 */
const CHECKOUT_PATH = '/checkout';
/** The provider expects an answer within a few seconds; longer work finishes in the background. */
const WEBHOOK_ANSWER_WITHIN_MS = 2_500;

export function createPaymentRoutes(services: ShopServices, logger: Logger): express.Router {
  const router = express.Router();

  router.get('/phonepe/return', async (req: Request, res: Response) => {
    const merchantOrderId = typeof req.query.merchantOrderId === 'string' ? req.query.merchantOrderId : '';
    res.setHeader('Cache-Control', 'no-store');
    if (!merchantOrderId) {
      res.redirect(303, checkoutUrl({ status: 'FAILED', reason: 'Order ID missing' }));
      return;
    }
    try {
      const order = await services.payments.synchronise(merchantOrderId);
      if (order.paymentStatus === 'PAID') {
        res.redirect(303, checkoutUrl({ status: 'SUCCESS', merchantOrderId }));
      } else if (order.paymentStatus === 'FAILED') {
        res.redirect(303, checkoutUrl({ status: 'FAILED', merchantOrderId, reason: order.paymentFailureReason ?? '' }));
      } else {
        res.redirect(303, checkoutUrl({ status: 'PENDING', merchantOrderId }));
      }
    } catch (error) {
      if (error instanceof ShopError && error.code === 'NOT_FOUND') {
        res.redirect(303, checkoutUrl({ status: 'FAILED', merchantOrderId, reason: 'Order not found' }));
        return;
      }
      // The provider did not answer: the checkout page keeps asking (confirmPayment) until it does.
      logger.warn('payment return could not be confirmed yet', { merchantOrderId, error: describe(error) });
      res.redirect(303, checkoutUrl({ status: 'PENDING', merchantOrderId }));
    }
  });

  router.post('/phonepe/webhook', express.raw({ type: '*/*', limit: '64kb' }), async (req: Request, res: Response) => {
    const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const event = services.payments.verifyWebhook(req.get('authorization'), rawBody);
    if (!event) {
      // Wrong credentials and unreadable bodies look the same from outside: nothing changes.
      logger.warn('refused a payment webhook', { ip: req.ip });
      res.status(401).json({ message: 'Unauthorised' });
      return;
    }
    const work = services.payments.handleWebhook(event).catch((error: unknown) => {
      // The reconciler (or the provider's retry) will look again.
      logger.warn('webhook synchronisation failed', { merchantOrderId: event.merchantOrderId, error: describe(error) });
    });
    await Promise.race([work, new Promise((resolve) => setTimeout(resolve, WEBHOOK_ANSWER_WITHIN_MS).unref())]);
    res.status(200).json({ ok: true });
  });

  return router;
}

function checkoutUrl(params: { status: 'SUCCESS' | 'FAILED' | 'PENDING'; merchantOrderId?: string; reason?: string }): string {
  const query = new URLSearchParams({ status: params.status });
  if (params.merchantOrderId) query.set('merchantOrderId', params.merchantOrderId);
  if (params.reason) query.set('reason', params.reason);
  return `${CHECKOUT_PATH}?${query.toString()}`;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
