import express, { type Request, type Response } from 'express';
import { RETURN_ROUTE, WEBHOOK_ROUTE } from '../payments/payment-paths.js';
import type { Logger } from '../kernel/logger.js';
import { ShopError } from '../kernel/errors.js';
import { clientAddress } from '../http/client-address.js';
import type { ShopServices } from '../container.js';

/**
 * Where the payment provider reaches us (mounted at PAYMENTS_MOUNT, payments/payment-paths.ts): the
 * shopper's browser coming back from the pay page, and the provider's server-to-server webhook.
 * Both only prompt a status check with the provider; neither is believed on its own word.
 * Mounted before the JSON parser, because the webhook is authenticated on its raw body.
 */
const CHECKOUT_PATH = '/checkout';
/** The provider expects an answer within a few seconds; longer work finishes in the background. */
const WEBHOOK_ANSWER_WITHIN_MS = 2_500;

export function createPaymentRoutes(services: ShopServices, logger: Logger): express.Router {
  const router = express.Router();

  router.get(RETURN_ROUTE, async (req: Request, res: Response) => {
    const merchantOrderId = typeof req.query.merchantOrderId === 'string' ? req.query.merchantOrderId : '';
    res.setHeader('Cache-Control', 'no-store');
    if (!merchantOrderId) {
      res.redirect(303, checkoutUrl({ status: 'FAILED', reason: 'Order ID missing' }));
      return;
    }
    try {
      // Limited per address and coalesced per order like confirmPayment: a GET anyone can repeat.
      const order = await services.payments.returned(clientAddress(req), merchantOrderId);
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

  router.post(WEBHOOK_ROUTE, express.raw({ type: '*/*', limit: '64kb' }), async (req: Request, res: Response) => {
    const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const event = services.payments.verifyWebhook(req.get('authorization'), rawBody);
    if (!event) {
      // Wrong credentials and unreadable bodies look the same from outside: nothing changes.
      logger.warn('refused a payment webhook', { ip: req.ip });
      res.status(401).json({ message: 'Unauthorised' });
      return;
    }
    if (event.kind === 'unknown') {
      // Authenticated but not one we act on: acknowledged, so PhonePe does not retry it forever.
      logger.info('acknowledged a payment webhook the shop does not act on', { event: event.event });
      res.status(200).json({ ok: true });
      return;
    }
    const work = (event.kind === 'refund' ? services.refunds.handleWebhook(event) : services.payments.handleWebhook(event)).catch(
      (error: unknown) => {
        // The reconciler (or the provider's retry) will look again.
        logger.warn('webhook synchronisation failed', { event: event.event, error: describe(error) });
      },
    );
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
