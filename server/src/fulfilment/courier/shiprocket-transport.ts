import type { ZodType } from 'zod';
import { ShopError } from '../../kernel/errors.js';
import type { Logger } from '../../kernel/logger.js';
import { AccessTokenCache } from '../../payments/phonepe/access-token-cache.js';
import { errorBodySchema, loginResponseSchema } from './shiprocket-responses.js';

export interface ShiprocketTransportOptions {
  /** e.g. https://apiv2.shiprocket.in/v1/external, or the local sandbox's. */
  apiUrl: string;
  email: string;
  password: string;
  timeoutMs: number;
  logger: Logger;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

export const COURIER_DOWN_MESSAGE = 'The courier service is not responding. Nothing was shipped or changed; please try again.';

/** A token lives 240 hours; without a readable expiry we renew it after nine days. */
const FALLBACK_TOKEN_LIFE_MS = 9 * 24 * 3_600_000;

/**
 * The aggregator's HTTP side: one login (`POST auth/login` with the API user's e-mail and password)
 * whose token is reused until shortly before it expires, and authorised JSON calls bounded by a
 * timeout. A read (`GET`) is retried once when the aggregator fails or times out; a write never
 * is, since a lost answer may hide an order or AWB that was made, and a second one would be a
 * second parcel. A refused token is fetched again once (the refused call did nothing).
 * Failures on the wire become SHIPPING_PROVIDER_UNAVAILABLE; a clear refusal (4xx with a
 * message) becomes INVALID_STATE carrying the aggregator's message, which the owner can act on.
 */
export class ShiprocketTransport {
  private readonly tokens = new AccessTokenCache(() => this.login());
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: ShiprocketTransportOptions) {
    this.fetchImpl = options.fetch ?? fetch;
  }

  async get<T>(path: string, query: Record<string, string>, schema: ZodType<T>): Promise<T> {
    const url = `${this.base()}/${path}?${new URLSearchParams(query).toString()}`;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.authorised('GET', url, undefined, schema);
      } catch (error) {
        if (attempt === 0 && error instanceof ShopError && error.code === 'SHIPPING_PROVIDER_UNAVAILABLE') continue;
        throw error;
      }
    }
  }

  post<T>(path: string, body: unknown, schema: ZodType<T>): Promise<T> {
    return this.authorised('POST', `${this.base()}/${path}`, body, schema);
  }

  private async authorised<T>(method: 'GET' | 'POST', url: string, body: unknown, schema: ZodType<T>): Promise<T> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const token = await this.tokens.get();
      const response = await this.send(url, {
        method,
        headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.status === 401 && attempt === 0) {
        await response.body?.cancel();
        this.tokens.invalidate();
        continue;
      }
      return this.read(response, `${method} ${new URL(url).pathname}`, schema);
    }
    throw this.unavailable(`${method} ${url}: unauthorised twice`);
  }

  private async login() {
    const url = `${this.base()}/auth/login`;
    const body = JSON.stringify({ email: this.options.email, password: this.options.password });
    const init = { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/json' }, body };
    let response: Response;
    try {
      response = await this.send(url, init);
    } catch {
      // Logging in makes nothing: safe to ask again once.
      response = await this.send(url, init);
    }
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      this.options.logger.error('courier aggregator refused the login', { status: response.status });
      throw new ShopError(
        'SHIPPING_PROVIDER_UNAVAILABLE',
        'The courier service refused our login: check SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD.',
      );
    }
    const { token } = await this.read(response, 'POST /auth/login', loginResponseSchema);
    return { value: token, expiresAtMs: jwtExpiryMs(token) ?? Date.now() + FALLBACK_TOKEN_LIFE_MS };
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetchImpl(url, { ...init, signal: AbortSignal.timeout(this.options.timeoutMs) });
    } catch (error) {
      throw this.unavailable(`${init.method} ${new URL(url).pathname} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async read<T>(response: Response, what: string, schema: ZodType<T>): Promise<T> {
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw this.unavailable(`${what}: reading the answer failed: ${String(error)}`);
    }
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      throw this.unavailable(`${what} answered ${response.status} with something that is not JSON`);
    }
    if (response.status >= 400 && response.status < 500) {
      const refusal = refusalMessage(json);
      this.options.logger.warn('courier aggregator refused a request', { what, status: response.status, message: refusal });
      throw new ShopError('INVALID_STATE', `The courier service refused this: ${refusal ?? `HTTP ${response.status}`}`, {
        providerStatus: response.status,
      });
    }
    if (!response.ok) throw this.unavailable(`${what} answered ${response.status}: ${text.slice(0, 200)}`);
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw this.unavailable(`${what} answered an unexpected shape: ${parsed.error.issues[0]?.message ?? ''}`);
    return parsed.data;
  }

  unavailable(detail: string): ShopError {
    this.options.logger.error('courier aggregator error', { detail });
    return new ShopError('SHIPPING_PROVIDER_UNAVAILABLE', COURIER_DOWN_MESSAGE);
  }

  private base(): string {
    return this.options.apiUrl.replace(/\/+$/, '');
  }
}

/** The aggregator's refusal in one line: its message and the first field error, trimmed. */
export function refusalMessage(json: unknown): string | null {
  const parsed = errorBodySchema.safeParse(json);
  if (!parsed.success) return null;
  const fieldErrors = Object.values(parsed.data.errors ?? {})
    .flat()
    .filter((value): value is string => typeof value === 'string');
  const text = [parsed.data.message, fieldErrors[0]].filter(Boolean).join(' ');
  return text ? text.slice(0, 300) : null;
}

/** The `exp` claim of a JWT, in ms; null when the token is not one. */
function jwtExpiryMs(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}
