import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger.js';
import { ShopError } from '../services/errors.js';
import { PhonePeClient, reasonFromErrorCode } from './phonepe.client.js';

type Call = { url: string; init: RequestInit };

/** A scripted PhonePe: answers each call with the next handler's response and records the calls. */
function fakePhonePe(handler: (call: Call, index: number) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const call = { url: String(url), init: init ?? {} };
    calls.push(call);
    return handler(call, calls.length - 1);
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const nowSeconds = () => Math.floor(Date.now() / 1000);
const token = (value: string, expiresInSeconds = 3600) => json({ access_token: value, token_type: 'O-Bearer', expires_at: nowSeconds() + expiresInSeconds });

function client(fetchImpl: typeof fetch, timeoutMs = 1000) {
  return new PhonePeClient({
    authUrl: 'https://auth.example/apis/identity-manager',
    apiUrl: 'https://api.example/apis/pg/',
    clientId: 'CLIENT',
    clientSecret: 'SECRET',
    clientVersion: '1',
    webhookUsername: 'user_name',
    webhookPassword: 'password1',
    logger: createLogger('silent'),
    timeoutMs,
    fetch: fetchImpl,
  });
}

const statusBody = { orderId: 'OMO1', state: 'PENDING', amount: 27900, expireAt: 1, paymentDetails: [] };

describe('PhonePeClient', () => {
  it('fetches a client-credentials token with the documented form fields and reuses it', async () => {
    const phonepe = fakePhonePe((call) => (call.url.endsWith('/v1/oauth/token') ? token('T1') : json(statusBody)));
    const provider = client(phonepe.fetchImpl);
    await provider.getOrderStatus('order-1');
    await provider.getOrderStatus('order-2');
    const tokenCalls = phonepe.calls.filter((call) => call.url.endsWith('/v1/oauth/token'));
    expect(tokenCalls).toHaveLength(1);
    expect(tokenCalls[0].url).toBe('https://auth.example/apis/identity-manager/v1/oauth/token');
    expect((tokenCalls[0].init.headers as Record<string, string>)['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(String(tokenCalls[0].init.body)))).toEqual({
      client_id: 'CLIENT',
      client_version: '1',
      client_secret: 'SECRET',
      grant_type: 'client_credentials',
    });
    const apiCall = phonepe.calls[1];
    expect(apiCall.url).toBe('https://api.example/apis/pg/checkout/v2/order/order-1/status?details=false');
    expect((apiCall.init.headers as Record<string, string>).authorization).toBe('O-Bearer T1');
  });

  it('refreshes the token shortly before expires_at, and shares one fetch between concurrent calls', async () => {
    let issued = 0;
    const phonepe = fakePhonePe((call) => {
      if (call.url.endsWith('/v1/oauth/token')) {
        issued += 1;
        // The first token is inside the refresh margin, so the next call must fetch another.
        return token(`T${issued}`, issued === 1 ? 30 : 3600);
      }
      return json(statusBody);
    });
    const provider = client(phonepe.fetchImpl);
    await Promise.all([provider.getOrderStatus('a'), provider.getOrderStatus('b'), provider.getOrderStatus('c')]);
    expect(issued).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await provider.getOrderStatus('d');
    expect(issued).toBe(2);
    expect((phonepe.calls.at(-1)!.init.headers as Record<string, string>).authorization).toBe('O-Bearer T2');
  });

  it('fetches a new token once when the API says the old one is no longer valid', async () => {
    let issued = 0;
    const phonepe = fakePhonePe((call) => {
      if (call.url.endsWith('/v1/oauth/token')) return token(`T${++issued}`);
      const auth = (call.init.headers as Record<string, string>).authorization;
      return auth === 'O-Bearer T1' ? json({ code: 'UNAUTHORIZED' }, 401) : json(statusBody);
    });
    await expect(client(phonepe.fetchImpl).getOrderStatus('x')).resolves.toMatchObject({ state: 'PENDING' });
    expect(issued).toBe(2);
  });

  it('sends the documented pay request and returns the hosted page link', async () => {
    const phonepe = fakePhonePe((call) =>
      call.url.endsWith('/v1/oauth/token') ? token('T') : json({ orderId: 'OMO123', state: 'PENDING', expireAt: 1, redirectUrl: 'https://pay.example/OMO123' }),
    );
    const created = await client(phonepe.fetchImpl).createPayment({
      merchantOrderId: 'order-1',
      amountPaise: 27900,
      redirectUrl: 'https://shop.example/return?merchantOrderId=order-1',
      expireAfterSeconds: 60,
    });
    expect(created).toEqual({ providerOrderId: 'OMO123', paymentLink: 'https://pay.example/OMO123' });
    const pay = phonepe.calls[1];
    expect(pay.url).toBe('https://api.example/apis/pg/checkout/v2/pay');
    expect(JSON.parse(String(pay.init.body))).toMatchObject({
      merchantOrderId: 'order-1',
      amount: 27900,
      // Below PhonePe's minimum of five minutes, so raised to it.
      expireAfter: 300,
      paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: 'https://shop.example/return?merchantOrderId=order-1' } },
    });
  });

  it('reads a completed order with the transaction of the completed attempt', async () => {
    const phonepe = fakePhonePe((call) =>
      call.url.endsWith('/v1/oauth/token')
        ? token('T')
        : json({
            orderId: 'OMO1',
            state: 'COMPLETED',
            amount: 27900,
            paymentDetails: [
              { transactionId: 'OM-failed', state: 'FAILED', timestamp: 2, errorCode: 'PAYMENT_ERROR' },
              { transactionId: 'OM-ok', state: 'COMPLETED', timestamp: 1, amount: 27900 },
            ],
          }),
    );
    await expect(client(phonepe.fetchImpl).getOrderStatus('x')).resolves.toEqual({
      state: 'COMPLETED',
      amountPaise: 27900,
      transactionId: 'OM-ok',
      errorCode: undefined,
      reason: undefined,
    });
  });

  it('reads a failed order with a reason the shop can explain', async () => {
    const phonepe = fakePhonePe((call) =>
      call.url.endsWith('/v1/oauth/token')
        ? token('T')
        : json({ orderId: 'OMO1', state: 'FAILED', amount: 100, errorCode: 'PAYMENT_ERROR', detailedErrorCode: 'INSUFFICIENT_FUNDS', paymentDetails: [] }),
    );
    await expect(client(phonepe.fetchImpl).getOrderStatus('x')).resolves.toMatchObject({ state: 'FAILED', errorCode: 'PAYMENT_ERROR', reason: 'insufficient_funds' });
  });

  it('treats an order the provider does not know as unpaid', async () => {
    const phonepe = fakePhonePe((call) => (call.url.endsWith('/v1/oauth/token') ? token('T') : json({ code: 'ORDER_NOT_FOUND' }, 404)));
    await expect(client(phonepe.fetchImpl).getOrderStatus('x')).resolves.toEqual({ state: 'PENDING', amountPaise: 0 });
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('fetch failed'))],
    ['a server error', () => json({ message: 'boom' }, 500)],
    ['refused credentials', () => json({ code: 'INVALID_CLIENT' }, 401)],
    ['a body that is not JSON', () => new Response('<html>gateway</html>', { status: 200 })],
    ['an unexpected shape', () => json({ hello: 'world' })],
  ])('turns %s into PAYMENT_PROVIDER_ERROR with a message for the shopper', async (_name, answer) => {
    const phonepe = fakePhonePe(() => answer());
    const error = await client(phonepe.fetchImpl).getOrderStatus('x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ShopError);
    expect(error).toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR', message: 'The payment service is not responding. Please try again.' });
  });

  it('gives up on a provider that does not answer in time', async () => {
    const phonepe = fakePhonePe(
      (call) =>
        new Promise<Response>((_resolve, reject) => {
          call.init.signal?.addEventListener('abort', () => reject(call.init.signal?.reason));
        }),
    );
    const started = Date.now();
    await expect(client(phonepe.fetchImpl, 100).getOrderStatus('x')).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('verifies webhooks with sha256(username:password)', async () => {
    const provider = client(fakePhonePe(() => json({})).fetchImpl);
    const body = JSON.stringify({ event: 'checkout.order.completed', payload: { merchantOrderId: 'm1', state: 'COMPLETED' } });
    const { webhookAuthorization } = await import('./payment-provider.js');
    expect(provider.verifyWebhook(webhookAuthorization('user_name', 'password1'), body)).toMatchObject({ merchantOrderId: 'm1' });
    expect(provider.verifyWebhook(webhookAuthorization('user_name', 'password2'), body)).toBeNull();
    expect(provider.verifyWebhook(undefined, body)).toBeNull();
  });
});

describe('reasonFromErrorCode', () => {
  it('maps PhonePe codes onto the words the failure messages use', () => {
    expect(reasonFromErrorCode('PAYMENT_ERROR', 'INSUFFICIENT_FUNDS')).toBe('insufficient_funds');
    expect(reasonFromErrorCode('CARD_DECLINED')).toBe('declined');
    expect(reasonFromErrorCode('PAYMENT_ERROR', 'TIMED_OUT')).toBe('timeout');
    expect(reasonFromErrorCode('USER_CANCELLED')).toBe('cancelled');
    expect(reasonFromErrorCode('TXN_EXPIRED')).toBe('expired');
    expect(reasonFromErrorCode('PAYMENT_ERROR', 'ZM')).toBe('ZM');
    expect(reasonFromErrorCode()).toBeUndefined();
  });
});
