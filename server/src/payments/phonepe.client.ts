import { z } from 'zod';
import type { Logger } from '../logger.js';
import { ShopError } from '../services/errors.js';
import {
  authorizationMatches,
  parseWebhookEvent,
  webhookAuthorization,
  type CreatedPayment,
  type CreatePaymentRequest,
  type PaymentProvider,
  type PaymentWebhookEvent,
  type ProviderOrderStatus,
} from './payment-provider.js';

/**
 * PhonePe Standard Checkout v2 over plain fetch, written from PhonePe's public API docs:
 * OAuth client-credentials token (`POST {auth}/v1/oauth/token`, form-encoded), `POST
 * {api}/checkout/v2/pay`, `GET {api}/checkout/v2/order/{merchantOrderId}/status`, and webhooks
 * authenticated by `Authorization: sha256hex(username:password)`. Base URLs are configuration, so
 * the same code runs against PhonePe or against our sandbox.
 */
export interface PhonePeClientOptions {
  /** Identity endpoint base, e.g. https://api.phonepe.com/apis/identity-manager (a full …/v1/oauth/token URL also works). */
  authUrl: string;
  /** Checkout API base, e.g. https://api.phonepe.com/apis/pg. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  webhookUsername: string;
  webhookPassword: string;
  logger: Logger;
  timeoutMs?: number;
  /** Injected in unit tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

export const PAYMENT_PROVIDER_DOWN_MESSAGE = 'The payment service is not responding. Please try again.';

/** PhonePe documents expireAfter between 5 minutes and 1 hour. */
const MIN_EXPIRE_AFTER_SECONDS = 300;
const MAX_EXPIRE_AFTER_SECONDS = 3600;
/** Refresh the token this long before PhonePe says it expires, so no request carries a dying one. */
const TOKEN_REFRESH_MARGIN_MS = 60_000;

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  /** Epoch seconds. */
  expires_at: z.number().optional(),
  expires_in: z.number().optional(),
});

const payResponseSchema = z.object({
  orderId: z.string().min(1),
  state: z.string().optional(),
  redirectUrl: z.string().min(1),
});

const paymentAttemptSchema = z.looseObject({
  transactionId: z.string().optional(),
  state: z.string().optional(),
  amount: z.number().optional(),
  timestamp: z.number().optional(),
  errorCode: z.string().optional(),
  detailedErrorCode: z.string().optional(),
});

const statusResponseSchema = z.looseObject({
  orderId: z.string().optional(),
  state: z.enum(['PENDING', 'COMPLETED', 'FAILED']),
  amount: z.number().int(),
  errorCode: z.string().optional(),
  detailedErrorCode: z.string().optional(),
  paymentDetails: z.array(paymentAttemptSchema).optional(),
});

/**
 * Turns PhonePe's error codes into the words the shop's failure messages match on
 * (common/payment-reasons.ts); unknown codes pass through and are shown as "Payment failed: CODE".
 */
export function reasonFromErrorCode(errorCode?: string, detailedErrorCode?: string): string | undefined {
  const codes = [detailedErrorCode, errorCode].filter((code): code is string => Boolean(code));
  for (const code of codes) {
    const upper = code.toUpperCase();
    if (upper.includes('INSUFFICIENT')) return 'insufficient_funds';
    if (upper.includes('DECLINE')) return 'declined';
    if (upper.includes('EXPIRE')) return 'expired';
    if (upper.includes('TIMEOUT') || upper.includes('TIMED_OUT')) return 'timeout';
    if (upper.includes('CANCEL')) return 'cancelled';
  }
  return codes[0];
}

export class PhonePeClient implements PaymentProvider {
  readonly name = 'phonepe';
  private token: { value: string; refreshAt: number } | null = null;
  private tokenRequest: Promise<string> | null = null;
  private readonly expectedWebhookAuth: string;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: PhonePeClientOptions) {
    this.expectedWebhookAuth = webhookAuthorization(options.webhookUsername, options.webhookPassword);
    this.fetchImpl = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
    const expireAfter = Math.min(
      MAX_EXPIRE_AFTER_SECONDS,
      Math.max(MIN_EXPIRE_AFTER_SECONDS, Math.round(request.expireAfterSeconds)),
    );
    const body = {
      merchantOrderId: request.merchantOrderId,
      amount: request.amountPaise,
      expireAfter,
      paymentFlow: {
        type: 'PG_CHECKOUT',
        message: `Payment for order ${request.merchantOrderId}`,
        merchantUrls: { redirectUrl: request.redirectUrl },
      },
    };
    const json = await this.apiCall('POST', '/checkout/v2/pay', body);
    const parsed = payResponseSchema.safeParse(json);
    if (!parsed.success) throw this.providerError('pay response had an unexpected shape');
    return { providerOrderId: parsed.data.orderId, paymentLink: parsed.data.redirectUrl };
  }

  async getOrderStatus(merchantOrderId: string): Promise<ProviderOrderStatus> {
    const json = await this.apiCall(
      'GET',
      `/checkout/v2/order/${encodeURIComponent(merchantOrderId)}/status?details=false`,
      undefined,
      { notFoundAsNull: true },
    );
    if (json === null) {
      // The provider has no such order, so nobody can have paid it: the shop treats it as still
      // pending and lets it expire (e.g. after the sandbox restarted and forgot its payments).
      this.options.logger.warn('payment provider does not know this order', { merchantOrderId });
      return { state: 'PENDING', amountPaise: 0 };
    }
    const parsed = statusResponseSchema.safeParse(json);
    if (!parsed.success) throw this.providerError('status response had an unexpected shape');
    const status = parsed.data;
    const attempts = status.paymentDetails ?? [];
    // The attempt that completed pays the order; otherwise the latest attempt explains a failure.
    const completed = attempts.find((attempt) => attempt.state === 'COMPLETED');
    const latest = [...attempts].sort((a, b) => (b.timestamp ?? 0) - (a.timestamp ?? 0))[0];
    const attempt = completed ?? latest;
    const errorCode = status.errorCode ?? attempt?.errorCode;
    const detailedErrorCode = status.detailedErrorCode ?? attempt?.detailedErrorCode;
    return {
      state: status.state,
      amountPaise: status.amount,
      transactionId: attempt?.transactionId,
      errorCode: status.state === 'FAILED' ? errorCode : undefined,
      reason: status.state === 'FAILED' ? (reasonFromErrorCode(errorCode, detailedErrorCode) ?? 'failed') : undefined,
    };
  }

  verifyWebhook(authorizationHeader: string | undefined, rawBody: Buffer | string): PaymentWebhookEvent | null {
    if (!authorizationMatches(authorizationHeader, this.expectedWebhookAuth)) return null;
    return parseWebhookEvent(rawBody);
  }

  /** One authorised call; a 401 means the cached token went stale, so it is fetched again once. */
  private async apiCall(method: 'GET' | 'POST', path: string, body?: unknown, options: { notFoundAsNull?: boolean } = {}): Promise<unknown> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const token = await this.accessToken();
      const response = await this.send(`${trimSlash(this.options.apiUrl)}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          authorization: `O-Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.status === 401 && attempt === 0) {
        this.token = null;
        continue;
      }
      if (response.status === 404 && options.notFoundAsNull) {
        await response.body?.cancel();
        return null;
      }
      return this.readJson(response, `${method} ${path.split('?')[0]}`);
    }
    throw this.providerError('unauthorised twice');
  }

  private async accessToken(): Promise<string> {
    if (this.token && Date.now() < this.token.refreshAt) return this.token.value;
    // Concurrent requests share one token fetch instead of each asking for their own.
    this.tokenRequest ??= this.fetchToken().finally(() => {
      this.tokenRequest = null;
    });
    return this.tokenRequest;
  }

  private async fetchToken(): Promise<string> {
    const form = new URLSearchParams({
      client_id: this.options.clientId,
      client_version: this.options.clientVersion,
      client_secret: this.options.clientSecret,
      grant_type: 'client_credentials',
    });
    const response = await this.send(tokenUrl(this.options.authUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
    });
    const parsed = tokenResponseSchema.safeParse(await this.readJson(response, 'token'));
    if (!parsed.success) throw this.providerError('token response had an unexpected shape');
    const now = Date.now();
    const expiresAtMs = parsed.data.expires_at
      ? parsed.data.expires_at * 1000
      : now + (parsed.data.expires_in ?? 300) * 1000;
    // A token that lives less than the margin is still used once rather than refetched forever.
    const refreshAt = Math.max(now + 1_000, expiresAtMs - TOKEN_REFRESH_MARGIN_MS);
    this.token = { value: parsed.data.access_token, refreshAt };
    return parsed.data.access_token;
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetchImpl(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw this.providerError(`request failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async readJson(response: Response, what: string): Promise<unknown> {
    let text = '';
    try {
      text = await response.text();
    } catch (error) {
      throw this.providerError(`${what}: reading the response failed: ${String(error)}`);
    }
    if (!response.ok) throw this.providerError(`${what} answered ${response.status}: ${text.slice(0, 200)}`);
    try {
      return JSON.parse(text);
    } catch {
      throw this.providerError(`${what} answered with something that is not JSON`);
    }
  }

  private providerError(detail: string): ShopError {
    this.options.logger.error('payment provider error', { provider: this.name, detail });
    return new ShopError('PAYMENT_PROVIDER_ERROR', PAYMENT_PROVIDER_DOWN_MESSAGE);
  }
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function tokenUrl(authUrl: string): string {
  const base = trimSlash(authUrl);
  return /\/oauth\/token$/.test(base) ? base : `${base}/v1/oauth/token`;
}
