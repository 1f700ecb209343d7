import express from 'express';
import { failureCode } from './failure-codes.js';
import type { SandboxStore } from './store.js';

/**
 * Test hooks (never mounted in production): pay or fail a payment without a browser, see what the
 * provider knows (how often the shop asked), and choose how the next refunds behave.
 */
export function createTestRoutes(store: SandboxStore): express.Router {
  const router = express.Router();
  const json = express.json({ limit: '32kb' });

  router.post('/test/settle', json, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const payment = typeof body.merchantOrderId === 'string' ? store.byMerchantId.get(body.merchantOrderId) : undefined;
    if (!payment) {
      res.status(404).json({ message: 'No sandbox payment for this merchantOrderId' });
      return;
    }
    if (body.outcome !== 'success' && body.outcome !== 'failed') {
      res.status(400).json({ message: "outcome must be 'success' or 'failed'" });
      return;
    }
    if (Number.isSafeInteger(body.amountPaise)) payment.reportedAmountPaise = body.amountPaise as number;
    const notify = body.notify !== false;
    if (body.outcome === 'success') store.pay(payment, notify);
    else store.fail(payment, failureCode(body.code, body.reason), body.scope === 'attempt' ? 'attempt' : 'order', notify);
    res.json({ merchantOrderId: payment.merchantOrderId, state: payment.state, attempts: payment.attempts.length });
  });

  router.get('/test/payments/:merchantOrderId', (req, res) => {
    const payment = store.byMerchantId.get(String(req.params.merchantOrderId));
    if (!payment) {
      res.status(404).json({ message: 'No sandbox payment for this merchantOrderId' });
      return;
    }
    res.json({ merchantOrderId: payment.merchantOrderId, state: payment.state, statusChecks: payment.statusChecks });
  });

  router.post('/test/refund-behaviour', json, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const outcomes = ['complete', 'fail', 'refuse', 'hold'] as const;
    const outcome = outcomes.find((candidate) => candidate === body.outcome);
    if (!outcome) {
      res.status(400).json({ message: `outcome must be one of ${outcomes.join(', ')}` });
      return;
    }
    const delayMs = Number.isSafeInteger(body.delayMs) ? Math.min(60_000, Math.max(0, body.delayMs as number)) : 300;
    store.refundBehaviour = { outcome, delayMs };
    res.json(store.refundBehaviour);
  });

  router.post('/test/refunds/:merchantRefundId/settle', json, (req, res) => {
    const refund = store.refunds.get(String(req.params.merchantRefundId));
    const body = (req.body ?? {}) as Record<string, unknown>;
    const state = body.state;
    if (!refund || (state !== 'COMPLETED' && state !== 'FAILED')) {
      res.status(400).json({ message: 'Unknown refund, or state is not COMPLETED or FAILED' });
      return;
    }
    store.settleRefund(refund, state, body.notify !== false);
    res.json(store.refundBody(refund));
  });

  return router;
}
