import express, { type Request, type Response } from 'express';
import type { SandboxCredentials } from './credentials.js';
import type { SandboxPayment, SandboxStore } from './store.js';

/**
 * PhonePe's server-to-server API, faked: the OAuth token, create payment, order status, refund
 * and refund status, answering in the documented shapes and with PhonePe's checks (client
 * credentials, O-Bearer tokens, expireAfter 300–3600 s, unique merchantRefundId, no refund
 * above what was paid). Unknown paths answer 404 JSON, as an API does, never the shop's HTML.
 */
const MERCHANT_ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{1,63}$/;
const MIN_EXPIRE_AFTER_SECONDS = 300;
const MAX_EXPIRE_AFTER_SECONDS = 3600;
const DEFAULT_EXPIRE_AFTER_SECONDS = 1200;

export interface FakeApiOptions {
  store: SandboxStore;
  credentials: SandboxCredentials;
  /** Base URL browsers use to reach the pay page. */
  publicUrl: string;
  /** When set, a payment's redirectUrl must lie under it (the shop's own PUBLIC_URL). */
  redirectBase?: string;
}

export function createFakeApiRouter({ store, credentials, publicUrl, redirectBase }: FakeApiOptions): express.Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '16kb' });
  const json = express.json({ limit: '32kb' });

  router.post('/v1/oauth/token', form, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const valid =
      body.grant_type === 'client_credentials' &&
      body.client_id === credentials.clientId &&
      body.client_secret === credentials.clientSecret &&
      String(body.client_version) === credentials.clientVersion;
    if (!valid) {
      res.status(401).json({ code: 'INVALID_CLIENT', message: 'Client authentication failed' });
      return;
    }
    const { token, issuedAt, expiresAt } = store.issueToken();
    // The documented shape, expires_in null included (fixtures/token.json).
    res.json({
      access_token: token,
      encrypted_access_token: token,
      expires_in: null,
      issued_at: issuedAt,
      expires_at: expiresAt,
      session_expires_at: expiresAt,
      token_type: 'O-Bearer',
    });
  });

  router.post('/checkout/v2/pay', json, (req, res) => {
    if (!authorised(req, store)) return unauthorised(res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const paymentFlow = (body.paymentFlow ?? {}) as { type?: unknown; merchantUrls?: { redirectUrl?: unknown } };
    const { merchantOrderId, amount } = body;
    const redirectUrl = paymentFlow.merchantUrls?.redirectUrl;
    const expireAfter = body.expireAfter ?? DEFAULT_EXPIRE_AFTER_SECONDS;
    const problem =
      typeof merchantOrderId !== 'string' || !MERCHANT_ORDER_ID_PATTERN.test(merchantOrderId)
        ? 'merchantOrderId must be 1-63 letters, digits, _ or -'
        : !Number.isSafeInteger(amount) || (amount as number) < 100
          ? 'amount must be a whole number of paise, at least 100'
          : paymentFlow.type !== 'PG_CHECKOUT'
            ? 'paymentFlow.type must be PG_CHECKOUT'
            : typeof redirectUrl !== 'string' || !/^https?:\/\//.test(redirectUrl)
              ? 'paymentFlow.merchantUrls.redirectUrl must be an http(s) URL'
              : redirectBase && !isUnder(redirectUrl, redirectBase)
                ? 'redirectUrl must be on the shop’s own address'
                : !Number.isInteger(expireAfter) ||
                    (expireAfter as number) < MIN_EXPIRE_AFTER_SECONDS ||
                    (expireAfter as number) > MAX_EXPIRE_AFTER_SECONDS
                  ? `expireAfter must be between ${MIN_EXPIRE_AFTER_SECONDS} and ${MAX_EXPIRE_AFTER_SECONDS} seconds`
                  : null;
    if (problem) {
      res.status(400).json({ code: 'BAD_REQUEST', message: problem });
      return;
    }
    const existing = store.byMerchantId.get(merchantOrderId as string);
    if (existing) {
      // A retried create for the same order is answered with the same payment, never a second one.
      if (existing.amountPaise !== amount) {
        res.status(400).json({ code: 'DUPLICATE_MERCHANT_ORDER_ID', message: 'merchantOrderId already used' });
        return;
      }
      res.json(payResponse(existing, req, publicUrl));
      return;
    }
    const payment = store.createPayment(merchantOrderId as string, amount as number, redirectUrl as string, expireAfter as number);
    res.json(payResponse(payment, req, publicUrl));
  });

  router.get('/checkout/v2/order/:merchantOrderId/status', (req, res) => {
    if (!authorised(req, store)) return unauthorised(res);
    const payment = store.byMerchantId.get(String(req.params.merchantOrderId));
    if (!payment) {
      res.status(404).json({ code: 'INVALID_MERCHANT_ORDER_ID', message: 'No entry found for given merchant order id' });
      return;
    }
    payment.statusChecks += 1;
    store.expireIfDue(payment);
    res.json(store.statusBody(payment, { details: req.query.details === 'true', errorContext: req.query.errorContext === 'true' }));
  });

  router.post('/payments/v2/refund', json, (req, res) => {
    if (!authorised(req, store)) return unauthorised(res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const { merchantRefundId, originalMerchantOrderId, amount } = body;
    if (
      typeof merchantRefundId !== 'string' ||
      !MERCHANT_ORDER_ID_PATTERN.test(merchantRefundId) ||
      typeof originalMerchantOrderId !== 'string' ||
      !Number.isSafeInteger(amount) ||
      (amount as number) < 1
    ) {
      res.status(400).json({ code: 'BAD_REQUEST', message: 'merchantRefundId, originalMerchantOrderId and amount (paise) are required' });
      return;
    }
    const existing = store.refunds.get(merchantRefundId);
    if (existing) {
      if (existing.originalMerchantOrderId !== originalMerchantOrderId || existing.amountPaise !== amount) {
        res.status(400).json({ code: 'DUPLICATE_MERCHANT_REFUND_ID', message: 'merchantRefundId already used' });
        return;
      }
      res.json({ refundId: existing.refundId, amount: existing.amountPaise, state: existing.state });
      return;
    }
    const payment = store.byMerchantId.get(originalMerchantOrderId);
    if (!payment || payment.state !== 'COMPLETED') {
      res.status(400).json({ code: 'INVALID_TRANSACTION', message: 'No completed payment for originalMerchantOrderId' });
      return;
    }
    if (store.refundBehaviour.outcome === 'refuse') {
      res.status(400).json({ code: 'REFUND_NOT_ALLOWED', message: 'Refunds are refused (sandbox test setting)' });
      return;
    }
    if ((amount as number) > store.refundable(payment)) {
      res.status(400).json({ code: 'EXCESS_REFUND_AMOUNT', message: 'Refund amount is more than the refundable amount' });
      return;
    }
    const refund = store.createRefund(merchantRefundId, payment, amount as number);
    res.json({ refundId: refund.refundId, amount: refund.amountPaise, state: refund.state });
  });

  router.get('/payments/v2/refund/:merchantRefundId/status', (req, res) => {
    if (!authorised(req, store)) return unauthorised(res);
    const refund = store.refunds.get(String(req.params.merchantRefundId));
    if (!refund) {
      res.status(404).json({ code: 'INVALID_MERCHANT_REFUND_ID', message: 'No entry found for given merchant refund id' });
      return;
    }
    refund.statusChecks += 1;
    res.json(store.refundBody(refund));
  });

  return router;
}

/** The sandbox's answer to any path it does not serve. */
export function notFoundJson(_req: Request, res: Response) {
  res.status(404).json({ code: 'NOT_FOUND', message: 'No such sandbox endpoint' });
}

function payResponse(payment: SandboxPayment, req: Request, publicUrl: string) {
  // The pay page is served by this router wherever it is mounted; browsers reach it via publicUrl.
  return {
    orderId: payment.providerOrderId,
    state: 'PENDING',
    expireAt: payment.expireAt,
    redirectUrl: `${publicUrl}${req.baseUrl}/pay/${encodeURIComponent(payment.providerOrderId)}`,
  };
}

function authorised(req: Request, store: SandboxStore): boolean {
  const match = /^O-Bearer (\S+)$/.exec(req.headers.authorization ?? '');
  return match !== null && store.tokenValid(match[1]);
}

function unauthorised(res: Response) {
  res.status(401).json({ code: 'UNAUTHORIZED', message: 'Missing or expired access token' });
}

function isUnder(url: string, base: string): boolean {
  try {
    const target = new URL(url);
    const allowed = new URL(base);
    const path = allowed.pathname.endsWith('/') ? allowed.pathname : `${allowed.pathname}/`;
    return target.origin === allowed.origin && (target.pathname + '/').startsWith(path);
  } catch {
    return false;
  }
}
