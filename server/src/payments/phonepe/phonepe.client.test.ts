import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { createLogger, type Logger } from '../../kernel/logger.js';
import { ShopError } from '../../kernel/errors.js';
import { RefundRefusedError } from '../../kernel/payment-provider.js';
import { PhonePeClient } from './phonepe.client.js';
import { webhookAuthorization } from './phonepe-webhook.js';

/** PhonePe's documented sample responses (fixtures/README.md names each one's source). */
const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

type Call = { url: string; init: RequestInit };

const bodyOf = (call: Call) => (typeof call.init.body === 'string' ? call.init.body : '');

/** A scripted PhonePe: answers each call with the next handler's response and records the calls. */
function fakePhonePe(handler: (call: Call, index: number) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchImpl = vi.fn((url: string | URL | Request, init?: RequestInit) => {
    const call = { url: url instanceof Request ? url.url : url.toString(), init: init ?? {} };
    calls.push(call);
    return Promise.resolve(handler(call, calls.length - 1));
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const nowSeconds = () => Math.floor(Date.now() / 1000);
const token = (value: string, expiresInSeconds = 3600) =>
  json({ access_token: value, token_type: 'O-Bearer', expires_at: nowSeconds() + expiresInSeconds });

function client(fetchImpl: typeof fetch, timeoutMs = 1000, logger: Logger = createLogger('silent')) {
  return new PhonePeClient({
    authUrl: 'https://auth.example/apis/identity-manager',
    apiUrl: 'https://api.example/apis/pg/',
    clientId: 'CLIENT',
    clientSecret: 'SECRET',
    clientVersion: '1',
    webhookUsername: 'user_name',
    webhookPassword: 'password1',
    returnUrl: (id) => `https://shop.example/return?merchantOrderId=${id}`,
    logger,
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
    expect(Object.fromEntries(new URLSearchParams(bodyOf(tokenCalls[0])))).toEqual({
      client_id: 'CLIENT',
      client_version: '1',
      client_secret: 'SECRET',
      grant_type: 'client_credentials',
    });
    const apiCall = phonepe.calls[1];
    expect(apiCall.url).toBe('https://api.example/apis/pg/checkout/v2/order/order-1/status?details=false&errorContext=true');
    expect((apiCall.init.headers as Record<string, string>).authorization).toBe('O-Bearer T1');
    // Listed as required by the status API, even on a GET.
    expect((apiCall.init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('accepts the documented token response, whose expires_in is null', async () => {
    const documented = fixture('token');
    const phonepe = fakePhonePe((call) =>
      call.url.endsWith('/v1/oauth/token')
        ? json({ ...documented, expires_at: nowSeconds() + 3600 })
        : json(fixture('order-status-created')),
    );
    await expect(client(phonepe.fetchImpl).getOrderStatus('x')).resolves.toMatchObject({ state: 'PENDING', rawState: 'CREATED' });
    expect((phonepe.calls[1].init.headers as Record<string, string>).authorization).toBe(`O-Bearer ${String(documented.access_token)}`);
  });

  it('refuses a token without expires_at, the value the shop depends on', async () => {
    const phonepe = fakePhonePe(() => json({ ...fixture('token'), expires_at: null }));
    await expect(client(phonepe.fetchImpl).getOrderStatus('x')).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
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
    const phonepe = fakePhonePe((call) => (call.url.endsWith('/v1/oauth/token') ? token('T') : json(fixture('create-payment'))));
    const created = await client(phonepe.fetchImpl).createPayment({
      merchantOrderId: 'order-1',
      amountPaise: 27900,
      expireAfterSeconds: 60,
    });
    expect(created).toEqual({
      providerOrderId: 'OMO2403282020198641071317',
      paymentLink: 'https://mercury-uat.phonepe.com/transact/uat_v2?token=sample',
    });
    const pay = phonepe.calls[1];
    expect(pay.url).toBe('https://api.example/apis/pg/checkout/v2/pay');
    expect(JSON.parse(bodyOf(pay))).toMatchObject({
      merchantOrderId: 'order-1',
      amount: 27900,
      // Below PhonePe's minimum of five minutes, so raised to it.
      expireAfter: 300,
      paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: 'https://shop.example/return?merchantOrderId=order-1' } },
    });
  });

  it('reads the documented completed order, ignoring the codes an earlier failed attempt left behind', async () => {
    const phonepe = fakePhonePe((call) => (call.url.endsWith('/v1/oauth/token') ? token('T') : json(fixture('order-status-completed'))));
    await expect(client(phonepe.fetchImpl).getOrderStatus('x')).resolves.toEqual({
      state: 'COMPLETED',
      rawState: 'COMPLETED',
      amountPaise: 10000,
      transactionId: 'OM12334',
      errorCode: undefined,
      reason: undefined,
      failedAttempts: 0,
    });
  });

  it('reads the documented CREATED order (no attempt yet) as pending', async () => {
    const phonepe = fakePhonePe((call) => (call.url.endsWith('/v1/oauth/token') ? token('T') : json(fixture('order-status-created'))));
    await expect(client(phonepe.fetchImpl).getOrderStatus('x')).resolves.toMatchObject({
      state: 'PENDING',
      rawState: 'CREATED',
      amountPaise: 10000,
    });
  });

  it('keeps the order pending when an attempt failed but the order is still open (the shopper may retry)', async () => {
    const phonepe = fakePhonePe((call) =>
      call.url.endsWith('/v1/oauth/token') ? token('T') : json(fixture('order-status-attempt-failed')),
    );
    await expect(client(phonepe.fetchImpl).getOrderStatus('x')).resolves.toMatchObject({
      state: 'PENDING',
      failedAttempts: 1,
      errorCode: 'ZM',
      reason: undefined,
    });
  });

  it('reads an order-level failure with Z9 from errorContext: the raw code and the reason the shopper is shown', async () => {
    const phonepe = fakePhonePe((call) => (call.url.endsWith('/v1/oauth/token') ? token('T') : json(fixture('order-status-failed'))));
    await expect(client(phonepe.fetchImpl).getOrderStatus('x')).resolves.toMatchObject({
      state: 'FAILED',
      errorCode: 'Z9',
      reason: 'insufficient_funds',
      transactionId: 'OM2406121817537233671905',
    });
  });

  it('treats a state it does not know as pending and logs it once, never throws', async () => {
    const warnings: string[] = [];
    const logger = { ...createLogger('silent'), warn: (message: string) => warnings.push(message) } as Logger;
    const phonepe = fakePhonePe((call) =>
      call.url.endsWith('/v1/oauth/token') ? token('T') : json({ ...fixture('order-status-created'), state: 'AWAITING_BANK' }),
    );
    const provider = client(phonepe.fetchImpl, 1000, logger);
    await expect(provider.getOrderStatus('x')).resolves.toMatchObject({ state: 'PENDING', rawState: 'AWAITING_BANK' });
    await provider.getOrderStatus('y');
    expect(warnings.filter((message) => message.includes('does not know'))).toHaveLength(1);
  });

  it('asks for a refund with the documented body and reads the documented answers', async () => {
    const phonepe = fakePhonePe((call) => {
      if (call.url.endsWith('/v1/oauth/token')) return token('T');
      if (call.url.endsWith('/payments/v2/refund')) return json(fixture('refund'));
      return json(fixture('refund-status-completed'));
    });
    const provider = client(phonepe.fetchImpl);
    await expect(
      provider.refund({ merchantRefundId: 'Refund-id-12345', originalMerchantOrderId: 'Order-12345', amountPaise: 50000 }),
    ).resolves.toEqual({ providerRefundId: 'OMRxxxxx', state: 'PENDING', amountPaise: 50000, errorCode: undefined });
    expect(JSON.parse(bodyOf(phonepe.calls[1]))).toEqual({
      merchantRefundId: 'Refund-id-12345',
      originalMerchantOrderId: 'Order-12345',
      amount: 50000,
    });
    await expect(provider.getRefundStatus('Refund-id-12345')).resolves.toMatchObject({ state: 'COMPLETED', amountPaise: 50000 });
    expect(phonepe.calls[2].url).toBe('https://api.example/apis/pg/payments/v2/refund/Refund-id-12345/status');
  });

  it('reads the documented failed refund status with its error code', async () => {
    const phonepe = fakePhonePe((call) => (call.url.endsWith('/v1/oauth/token') ? token('T') : json(fixture('refund-status-failed'))));
    await expect(client(phonepe.fetchImpl).getRefundStatus('r1')).resolves.toMatchObject({
      state: 'FAILED',
      errorCode: 'INTERNAL_SERVER_ERROR',
    });
  });

  it('reports a refund the provider refused as refused (nothing moved), other failures as provider errors', async () => {
    const refused = fakePhonePe((call) =>
      call.url.endsWith('/v1/oauth/token') ? token('T') : json({ code: 'EXCESS_REFUND_AMOUNT', message: 'too much' }, 400),
    );
    const error = await client(refused.fetchImpl)
      .refund({ merchantRefundId: 'r', originalMerchantOrderId: 'o', amountPaise: 1 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RefundRefusedError);
    expect(error).toMatchObject({ errorCode: 'EXCESS_REFUND_AMOUNT' });
    const down = fakePhonePe((call) => (call.url.endsWith('/v1/oauth/token') ? token('T') : json({ message: 'boom' }, 500)));
    await expect(
      client(down.fetchImpl).refund({ merchantRefundId: 'r', originalMerchantOrderId: 'o', amountPaise: 1 }),
    ).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
  });

  it('treats an order the provider does not know as unpaid', async () => {
    const phonepe = fakePhonePe((call) => (call.url.endsWith('/v1/oauth/token') ? token('T') : json({ code: 'ORDER_NOT_FOUND' }, 404)));
    await expect(client(phonepe.fetchImpl).getOrderStatus('x')).resolves.toBeNull();
    // The documented "invalid order id" answer, whatever its HTTP status.
    const documented = fakePhonePe((call) =>
      call.url.endsWith('/v1/oauth/token') ? token('T') : json(fixture('order-status-invalid-order'), 400),
    );
    await expect(client(documented.fetchImpl).getOrderStatus('x')).resolves.toBeNull();
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('fetch failed'))],
    ['a server error', () => json({ message: 'boom' }, 500)],
    ['refused credentials', () => json({ code: 'INVALID_CLIENT' }, 401)],
    ['a body that is not JSON', () => new Response('<html>gateway</html>', { status: 200 })],
    ['an unexpected shape', () => json({ hello: 'world' })],
  ])('turns %s into PAYMENT_PROVIDER_UNAVAILABLE with a message for the shopper', async (_name, answer) => {
    const phonepe = fakePhonePe(() => answer());
    const error = await client(phonepe.fetchImpl)
      .getOrderStatus('x')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ShopError);
    expect(error).toMatchObject({
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      message: 'The payment service is not responding. Please try again.',
    });
  });

  it('gives up on a provider that does not answer in time', async () => {
    const phonepe = fakePhonePe(
      (call) =>
        new Promise<Response>((_resolve, reject) => {
          call.init.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const started = Date.now();
    await expect(client(phonepe.fetchImpl, 100).getOrderStatus('x')).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('verifies webhooks with sha256(username:password)', () => {
    const provider = client(fakePhonePe(() => json({})).fetchImpl);
    const body = JSON.stringify({ event: 'checkout.order.completed', payload: { merchantOrderId: 'm1', state: 'COMPLETED' } });
    expect(provider.verifyWebhook(webhookAuthorization('user_name', 'password1'), body)).toMatchObject({ merchantOrderId: 'm1' });
    expect(provider.verifyWebhook(webhookAuthorization('user_name', 'password2'), body)).toBeNull();
    expect(provider.verifyWebhook(undefined, body)).toBeNull();
  });
});
