import { randomBytes, randomUUID } from 'node:crypto';
import express, { type Request, type Response } from 'express';
import { formatPaise } from '../../../common/money.js';
import { SANDBOX_FAILURE_REASONS, type SandboxFailureReason } from '../../../common/payment-reasons.js';
import type { Env } from '../config/env.js';
import type { Logger } from '../logger.js';
import { webhookAuthorization, type ProviderOrderState } from './payment-provider.js';

/**
 * A local fake of PhonePe's Standard Checkout v2 API, mounted by our own server in sandbox mode.
 * The real adapter (phonepe.client.ts) runs against it unchanged: it issues OAuth tokens, creates
 * payments, answers status calls, hosts a pay page where a person pays or fails with a chosen
 * reason, redirects the browser back and sends the signed webhook, as PhonePe does.
 *
 * State lives in this process's memory because it plays the provider: a real provider keeps its
 * own records, and ours (orders, payments) are in Postgres. A restart forgets sandbox payments;
 * the shop then sees them as never paid and lets them expire.
 */
export const PHONEPE_SANDBOX_PATH = '/sandbox/phonepe';
export const WEBHOOK_PATH = '/api/payments/phonepe/webhook';

export interface SandboxCredentials {
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  webhookUsername: string;
  webhookPassword: string;
}

/** The credentials the sandbox accepts and signs with: configured ones, else fixed local defaults. */
export function sandboxCredentials(env: Env): SandboxCredentials {
  return {
    clientId: env.PHONEPE_CLIENT_ID ?? 'HERBAL_SANDBOX_CLIENT',
    clientSecret: env.PHONEPE_CLIENT_SECRET ?? 'herbal-sandbox-secret',
    clientVersion: env.PHONEPE_CLIENT_VERSION,
    webhookUsername: env.PHONEPE_WEBHOOK_USERNAME ?? 'herbal_sandbox',
    webhookPassword: env.PHONEPE_WEBHOOK_PASSWORD ?? 'sandbox_webhook_1',
  };
}

/** What PhonePe reports for each failure a tester can choose (detailedErrorCode). */
const FAILURE_CODES: Record<SandboxFailureReason, string> = {
  insufficient_funds: 'INSUFFICIENT_FUNDS',
  declined: 'CARD_DECLINED',
  expired: 'CARD_EXPIRED',
  timeout: 'TIMED_OUT',
  cancelled: 'USER_CANCELLED',
};

const TOKEN_TTL_SECONDS = 3600;
const MAX_PAYMENTS = 10_000;
const MERCHANT_ID = 'HERBALSANDBOX';
const MERCHANT_ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{1,63}$/;

interface SandboxPayment {
  providerOrderId: string;
  merchantOrderId: string;
  amountPaise: number;
  redirectUrl: string;
  expireAt: number;
  createdAt: number;
  state: ProviderOrderState;
  transactionId?: string;
  errorCode?: string;
  detailedErrorCode?: string;
  /** Test hook: the amount the provider claims was paid, to exercise the shop's amount check. */
  reportedAmountPaise?: number;
  /** How many status calls the shop made for this payment (tests count them). */
  statusChecks: number;
}

export interface SandboxOptions {
  /** Base URL browsers use to reach the sandbox's pay page. */
  publicUrl: string;
  env: Env;
  logger: Logger;
  /** Where webhooks go; defaults to the shop's webhook path under publicUrl (sandbox mounted in the shop). */
  webhookUrl?: string;
}

export function createPhonePeSandboxRouter({ publicUrl, env, logger, webhookUrl }: SandboxOptions): express.Router {
  const credentials = sandboxCredentials(env);
  const webhookAuth = webhookAuthorization(credentials.webhookUsername, credentials.webhookPassword);
  const tokens = new Map<string, number>();
  const byProviderId = new Map<string, SandboxPayment>();
  const byMerchantId = new Map<string, SandboxPayment>();

  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '16kb' });
  const json = express.json({ limit: '32kb' });

  // ---------------------------------------------------------------- API (server to server)

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
    const now = Math.floor(Date.now() / 1000);
    const token = `sandbox.${randomBytes(24).toString('base64url')}`;
    pruneTokens(tokens);
    tokens.set(token, (now + TOKEN_TTL_SECONDS) * 1000);
    res.json({
      access_token: token,
      encrypted_access_token: token,
      expires_in: TOKEN_TTL_SECONDS,
      issued_at: now,
      expires_at: now + TOKEN_TTL_SECONDS,
      session_expires_at: now + TOKEN_TTL_SECONDS,
      token_type: 'O-Bearer',
    });
  });

  router.post('/checkout/v2/pay', json, (req, res) => {
    if (!authorised(req, tokens)) return unauthorised(res);
    const body = (req.body ?? {}) as Record<string, any>;
    const merchantOrderId = body.merchantOrderId;
    const amount = body.amount;
    const redirectUrl = body.paymentFlow?.merchantUrls?.redirectUrl;
    if (
      typeof merchantOrderId !== 'string' ||
      !MERCHANT_ORDER_ID_PATTERN.test(merchantOrderId) ||
      !Number.isSafeInteger(amount) ||
      amount < 100 ||
      body.paymentFlow?.type !== 'PG_CHECKOUT' ||
      typeof redirectUrl !== 'string' ||
      !/^https?:\/\//.test(redirectUrl)
    ) {
      res.status(400).json({ code: 'BAD_REQUEST', message: 'Invalid pay request' });
      return;
    }
    const existing = byMerchantId.get(merchantOrderId);
    if (existing) {
      // A retried create for the same order is answered with the same payment, never a second one.
      if (existing.amountPaise !== amount) {
        res.status(400).json({ code: 'DUPLICATE_MERCHANT_ORDER_ID', message: 'merchantOrderId already used' });
        return;
      }
      res.json(payResponse(existing, req));
      return;
    }
    const expireAfter = Number.isFinite(body.expireAfter) ? Math.min(3600, Math.max(300, body.expireAfter)) : 1200;
    const payment: SandboxPayment = {
      providerOrderId: `OMO${Date.now()}${randomBytes(5).toString('hex').toUpperCase()}`,
      merchantOrderId,
      amountPaise: amount,
      redirectUrl,
      createdAt: Date.now(),
      expireAt: Date.now() + expireAfter * 1000,
      state: 'PENDING',
      statusChecks: 0,
    };
    remember(payment);
    res.json(payResponse(payment, req));
  });

  router.get('/checkout/v2/order/:merchantOrderId/status', (req, res) => {
    if (!authorised(req, tokens)) return unauthorised(res);
    const payment = byMerchantId.get(String(req.params.merchantOrderId));
    if (!payment) {
      res.status(404).json({ code: 'ORDER_NOT_FOUND', message: 'No order with this merchantOrderId' });
      return;
    }
    payment.statusChecks += 1;
    expireIfDue(payment);
    res.json(statusBody(payment));
  });

  // ---------------------------------------------------------------- hosted pay page (browser)

  router.get('/pay/:providerOrderId', (req, res) => {
    const payment = byProviderId.get(String(req.params.providerOrderId));
    res.setHeader('Cache-Control', 'no-store');
    if (!payment) {
      res.status(404).type('html').send(page('Payment not found', '<h1>Payment not found</h1><p>This payment link is unknown or has been forgotten by the sandbox.</p>'));
      return;
    }
    expireIfDue(payment);
    if (payment.state !== 'PENDING') {
      const done = payment.state === 'COMPLETED' ? 'This payment is complete.' : 'This payment did not go through.';
      res
        .type('html')
        .send(page('Payment closed', `<h1>${escapeHtml(done)}</h1><p><a class="link" href="${escapeHtml(payment.redirectUrl)}">Return to the shop</a></p>`));
      return;
    }
    res.type('html').send(payPage(payment, `${req.baseUrl}/pay/${encodeURIComponent(payment.providerOrderId)}`));
  });

  router.post('/pay/:providerOrderId', form, (req, res) => {
    const payment = byProviderId.get(String(req.params.providerOrderId));
    if (!payment) {
      res.status(404).type('html').send(page('Payment not found', '<h1>Payment not found</h1>'));
      return;
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    const outcome = body.outcome === 'success' ? 'success' : 'failed';
    const reason = isFailureReason(body.reason) ? body.reason : 'declined';
    settle(payment, outcome, reason, true);
    res.redirect(303, payment.redirectUrl);
  });

  // ---------------------------------------------------------------- test hook

  if (env.NODE_ENV !== 'production') {
    /** Lets API tests pay or fail a payment without a browser. */
    router.post('/test/settle', json, (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const payment = typeof body.merchantOrderId === 'string' ? byMerchantId.get(body.merchantOrderId) : undefined;
      if (!payment) {
        res.status(404).json({ message: 'No sandbox payment for this merchantOrderId' });
        return;
      }
      if (body.outcome !== 'success' && body.outcome !== 'failed') {
        res.status(400).json({ message: "outcome must be 'success' or 'failed'" });
        return;
      }
      if (Number.isSafeInteger(body.amountPaise)) payment.reportedAmountPaise = body.amountPaise as number;
      const reason = isFailureReason(body.reason) ? body.reason : 'declined';
      settle(payment, body.outcome, reason, body.notify !== false);
      res.json({ merchantOrderId: payment.merchantOrderId, state: payment.state });
    });

    /** Lets tests see what the provider knows of a payment, e.g. how often the shop asked about it. */
    router.get('/test/payments/:merchantOrderId', (req, res) => {
      const payment = byMerchantId.get(String(req.params.merchantOrderId));
      if (!payment) {
        res.status(404).json({ message: 'No sandbox payment for this merchantOrderId' });
        return;
      }
      res.json({ merchantOrderId: payment.merchantOrderId, state: payment.state, statusChecks: payment.statusChecks });
    });
  }

  return router;

  function remember(payment: SandboxPayment) {
    if (byProviderId.size >= MAX_PAYMENTS) {
      const oldest = byProviderId.values().next().value as SandboxPayment;
      byProviderId.delete(oldest.providerOrderId);
      byMerchantId.delete(oldest.merchantOrderId);
    }
    byProviderId.set(payment.providerOrderId, payment);
    byMerchantId.set(payment.merchantOrderId, payment);
  }

  function payResponse(payment: SandboxPayment, req: Request) {
    // The pay page is served by this router wherever it is mounted; browsers reach it via publicUrl.
    return {
      orderId: payment.providerOrderId,
      state: payment.state,
      expireAt: payment.expireAt,
      redirectUrl: `${publicUrl}${req.baseUrl}/pay/${encodeURIComponent(payment.providerOrderId)}`,
    };
  }

  /** Records a pay or fail once; later attempts change nothing, as at the real provider. */
  function settle(payment: SandboxPayment, outcome: 'success' | 'failed', reason: SandboxFailureReason, notify: boolean) {
    expireIfDue(payment);
    if (payment.state !== 'PENDING') return;
    payment.transactionId = `OM${Date.now()}${randomBytes(4).toString('hex').toUpperCase()}`;
    if (outcome === 'success') {
      payment.state = 'COMPLETED';
    } else {
      payment.state = 'FAILED';
      payment.errorCode = 'PAYMENT_ERROR';
      payment.detailedErrorCode = FAILURE_CODES[reason];
    }
    if (notify) sendWebhook(payment);
  }

  function expireIfDue(payment: SandboxPayment) {
    if (payment.state === 'PENDING' && Date.now() >= payment.expireAt) {
      payment.state = 'FAILED';
      payment.errorCode = 'PAYMENT_ERROR';
      payment.detailedErrorCode = 'ORDER_EXPIRED';
      sendWebhook(payment);
    }
  }

  /** Fire and forget, like PhonePe: the shop must not depend on it arriving, or arriving once. */
  function sendWebhook(payment: SandboxPayment) {
    const body = {
      event: payment.state === 'COMPLETED' ? 'checkout.order.completed' : 'checkout.order.failed',
      payload: { merchantId: MERCHANT_ID, merchantOrderId: payment.merchantOrderId, ...statusBody(payment) },
    };
    const url = webhookUrl ?? `${publicUrl}${WEBHOOK_PATH}`;
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: webhookAuth },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    })
      .then(async (response) => {
        await response.body?.cancel();
        if (!response.ok) logger.warn('sandbox webhook was refused', { url, status: response.status });
      })
      .catch((error: unknown) => {
        logger.warn('sandbox webhook could not be delivered', { url, error: error instanceof Error ? error.message : String(error) });
      });
  }
}

function statusBody(payment: SandboxPayment) {
  const amount = payment.reportedAmountPaise ?? payment.amountPaise;
  const attempt =
    payment.state === 'PENDING'
      ? []
      : [
          {
            paymentMode: 'UPI_INTENT',
            transactionId: payment.transactionId ?? `OM${randomUUID().slice(0, 8)}`,
            timestamp: Date.now(),
            amount,
            state: payment.state,
            ...(payment.state === 'FAILED'
              ? { errorCode: payment.errorCode, detailedErrorCode: payment.detailedErrorCode }
              : {}),
          },
        ];
  return {
    orderId: payment.providerOrderId,
    state: payment.state,
    amount,
    expireAt: payment.expireAt,
    ...(payment.state === 'FAILED' ? { errorCode: payment.errorCode, detailedErrorCode: payment.detailedErrorCode } : {}),
    paymentDetails: attempt,
  };
}

function authorised(req: Request, tokens: Map<string, number>): boolean {
  const header = req.headers.authorization ?? '';
  const match = /^O-Bearer (\S+)$/.exec(header);
  if (!match) return false;
  const expiresAt = tokens.get(match[1]);
  return expiresAt !== undefined && expiresAt > Date.now();
}

function unauthorised(res: Response) {
  res.status(401).json({ code: 'UNAUTHORIZED', message: 'Missing or expired access token' });
}

function pruneTokens(tokens: Map<string, number>) {
  const now = Date.now();
  for (const [token, expiresAt] of tokens) if (expiresAt <= now) tokens.delete(token);
}

function isFailureReason(value: unknown): value is SandboxFailureReason {
  return typeof value === 'string' && Object.hasOwn(SANDBOX_FAILURE_REASONS, value);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function payPage(payment: SandboxPayment, action: string): string {
  const amount = formatPaise(payment.amountPaise);
  const failures = (Object.entries(SANDBOX_FAILURE_REASONS) as Array<[SandboxFailureReason, string]>)
    .map(
      ([key, label]) => `
        <form method="post" action="${escapeHtml(action)}">
          <input type="hidden" name="outcome" value="failed">
          <input type="hidden" name="reason" value="${escapeHtml(key)}">
          <button class="fail" type="submit">${escapeHtml(label)}</button>
        </form>`,
    )
    .join('');
  return page(
    `Pay ${amount}`,
    `<p class="badge">PhonePe sandbox · no real money moves</p>
      <h1>Complete your payment</h1>
      <p class="muted">Herbal Roots is asking for</p>
      <p class="amount">${escapeHtml(amount)}</p>
      <dl>
        <dt>Order</dt><dd>${escapeHtml(payment.merchantOrderId)}</dd>
        <dt>Payment</dt><dd>${escapeHtml(payment.providerOrderId)}</dd>
      </dl>
      <form method="post" action="${escapeHtml(action)}">
        <input type="hidden" name="outcome" value="success">
        <button class="pay" type="submit">Pay ${escapeHtml(amount)}</button>
      </form>
      <h2>Or make it fail</h2>
      <p class="muted">Choose how the payment should fail, to see how the shop handles it.</p>
      <div class="fails">${failures}</div>`,
  );
}

/** A plain HTML page: inline styles only (the CSP allows them), no script. */
function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · PhonePe sandbox</title>
<style>
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; background: #f5f1e6; color: #1f2d22;
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; display: flex; justify-content: center; padding: 16px; }
  main { width: 100%; max-width: 440px; background: #fffdf8; border: 1px solid #dfe6d9; border-radius: 16px;
    padding: 24px 20px; box-shadow: 0 6px 24px rgba(31, 61, 38, 0.08); align-self: flex-start; margin-top: 4vh; }
  h1 { font-size: 1.4rem; margin: 8px 0 4px; color: #24502f; }
  h2 { font-size: 1.05rem; margin: 28px 0 4px; color: #24502f; }
  .badge { display: inline-block; margin: 0; padding: 2px 10px; border-radius: 999px; background: #fbefc9; color: #5c4308; font-size: 0.8rem; font-weight: 600; }
  .muted { color: #4d5a4f; margin: 4px 0; font-size: 0.95rem; }
  .amount { font-size: 2.2rem; font-weight: 700; margin: 4px 0 12px; color: #1f4a2a; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 0 0 20px; font-size: 0.85rem; }
  dt { color: #4d5a4f; } dd { margin: 0; word-break: break-all; font-family: ui-monospace, monospace; }
  form { margin: 0; }
  button { width: 100%; min-height: 48px; border-radius: 10px; font: inherit; font-weight: 600; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #d9a21b; outline-offset: 2px; }
  .pay { background: #2f6b3a; color: #fff; border: 0; font-size: 1.1rem; }
  .pay:hover { background: #24552d; }
  .fails { display: grid; grid-template-columns: 1fr; gap: 8px; margin-top: 12px; }
  @media (min-width: 420px) { .fails { grid-template-columns: 1fr 1fr; } }
  .fail { background: #fff; color: #7a2618; border: 1px solid #d9b3aa; }
  .fail:hover { background: #fbf0ed; }
  .link { color: #24502f; font-weight: 600; }
</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>`;
}
