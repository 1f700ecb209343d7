import type { Logger } from '../../kernel/logger.js';
import { ShopError } from '../../kernel/errors.js';
import { RefundRefusedError } from '../../kernel/payment-provider.js';
import { AccessTokenCache } from './access-token-cache.js';
import { type FetchLike, type KeepAliveFetchInit, keepAliveFetch } from './keep-alive-fetch.js';
import { providerCallDuration, providerCallErrors } from '../../kernel/metrics.js';
import { tokenResponseSchema } from './phonepe-responses.js';

export interface PhonePeTransportOptions {
  /** Identity endpoint base, e.g. https://api.phonepe.com/apis/identity-manager (a full …/v1/oauth/token URL also works). */
  authUrl: string;
  /** Checkout API base, e.g. https://api.phonepe.com/apis/pg. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  logger: Logger;
  timeoutMs?: number;
  /**
   * Injected in unit tests (the global fetch fits too); keepAliveFetch otherwise, which costs the
   * server's one thread a fraction of the CPU fetch does per call.
   */
  fetch?: FetchLike;
}

export interface ApiCallOptions {
  /** "We do not know this order/refund" answers null instead of failing. */
  notFoundAsNull?: boolean;
  /** A clear refusal throws RefundRefusedError (no money moved) instead of a provider error. */
  refusalAsError?: boolean;
}

export const PAYMENT_PROVIDER_DOWN_MESSAGE = 'The payment service is not responding. Please try again.';

/** Codes that say "we do not know this order/refund" rather than "something broke". */
const NOT_FOUND_CODES = new Set([
  'INVALID_MERCHANT_ORDER_ID',
  'ORDER_NOT_FOUND',
  'INVALID_MERCHANT_REFUND_ID',
  'REFUND_NOT_FOUND',
  'NOT_FOUND',
]);

/**
 * PhonePe's HTTP side: the OAuth client-credentials token (`POST {auth}/v1/oauth/token`,
 * form-encoded, cached until shortly before it expires) and authorised JSON calls to the
 * checkout API, with timeouts. Anything that goes wrong on the wire is logged with its detail
 * and surfaces as the shop's PAYMENT_PROVIDER_UNAVAILABLE, never as the provider's text.
 */
export class PhonePeTransport {
  private readonly tokens = new AccessTokenCache(() => this.fetchToken());
  private readonly fetchImpl: FetchLike;
  private readonly timeoutMs: number;

  constructor(private readonly options: PhonePeTransportOptions) {
    this.fetchImpl = options.fetch ?? keepAliveFetch;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  /** One authorised call; a 401 means the cached token went stale, so it is fetched again once. */
  async call(method: 'GET' | 'POST', path: string, body?: unknown, options: ApiCallOptions = {}): Promise<unknown> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const token = await this.tokens.get();
      const response = await this.send(
        `${trimSlash(this.options.apiUrl)}${path}`,
        {
          method,
          // PhonePe lists Content-Type: application/json as required on every call, GETs included.
          headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `O-Bearer ${token}` },
          body: body === undefined ? undefined : JSON.stringify(body),
        },
        callName(method, path),
      );
      if (response.status === 401 && attempt === 0) {
        this.tokens.invalidate();
        continue;
      }
      const what = `${method} ${path.split('?')[0]}`;
      if ([400, 404, 409, 422].includes(response.status) && (options.notFoundAsNull || options.refusalAsError)) {
        const code = await errorCodeOf(response);
        if (options.notFoundAsNull && (response.status === 404 || NOT_FOUND_CODES.has(code))) return null;
        // A clear refusal (bad request, excess amount…) moved no money: say so, so it can be retried.
        if (options.refusalAsError) {
          this.options.logger.warn('payment provider refused the request', { what, status: response.status, code });
          throw new RefundRefusedError(code || `HTTP_${response.status}`);
        }
        throw this.providerError(`${what} answered ${response.status}: ${code}`);
      }
      return this.readJson(response, what);
    }
    throw this.providerError('unauthorised twice');
  }

  /** Logs what went wrong and returns the error the shop shows: the provider is not answering properly. */
  providerError(detail: string): ShopError {
    this.options.logger.error('payment provider error', { provider: 'phonepe', detail });
    return new ShopError('PAYMENT_PROVIDER_UNAVAILABLE', PAYMENT_PROVIDER_DOWN_MESSAGE);
  }

  private async fetchToken() {
    const form = new URLSearchParams({
      client_id: this.options.clientId,
      client_version: this.options.clientVersion,
      client_secret: this.options.clientSecret,
      grant_type: 'client_credentials',
    });
    const response = await this.send(
      tokenUrl(this.options.authUrl),
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
      },
      'POST token',
    );
    const parsed = tokenResponseSchema.safeParse(await this.readJson(response, 'token'));
    if (!parsed.success) throw this.providerError('token response had an unexpected shape');
    return { value: parsed.data.access_token, expiresAtMs: parsed.data.expires_at * 1000 };
  }

  /** `call` names the call for the metrics: a method and path with its order or refund id left out. */
  private async send(url: string, init: Omit<KeepAliveFetchInit, 'signal'>, call: string): Promise<Response> {
    const stopTimer = providerCallDuration.startTimer({ call });
    try {
      const response = await this.fetchImpl(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
      const outcome = response.ok ? 'ok' : response.status < 500 ? 'refused' : 'error';
      stopTimer({ outcome });
      if (outcome === 'error') providerCallErrors.inc({ call });
      return response;
    } catch (error) {
      stopTimer({ outcome: 'error' });
      providerCallErrors.inc({ call });
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
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function tokenUrl(authUrl: string): string {
  const base = trimSlash(authUrl);
  return /\/oauth\/token$/.test(base) ? base : `${base}/v1/oauth/token`;
}

async function errorCodeOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as Record<string, unknown> | null;
    return typeof body?.code === 'string' ? body.code : typeof body?.errorCode === 'string' ? body.errorCode : '';
  } catch {
    return '';
  }
}

/** `GET /checkout/v2/order/:id/status` for any order: the metric's label, of a few values only. */
function callName(method: string, path: string): string {
  const shape = path
    .split('?')[0]
    .split('/')
    .map((segment) => (/\d/.test(segment) || segment.length > 24 ? ':id' : segment))
    .join('/');
  return `${method} ${shape}`;
}
