import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '../support/checkout-helpers.js';
import { startTestShop, type ShopClient, type TestShop } from '../support/test-shop.js';

/**
 * An id that names nothing is refused the same way by every mutation: NOT_FOUND, with `field`
 * the path to the argument that held it, so a client can point at it without knowing each
 * operation's wording. Queries by id answer null instead (schema.graphql, decision 37).
 */
let shop: TestShop;
let admin: ShopClient;
const NOBODY = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  shop = await startTestShop();
  admin = await adminClient(shop);
});

afterAll(async () => {
  await shop?.close();
});

const CASES: Array<[string, string, string[]]> = [
  ['confirmPayment', `confirmPayment(id: "${NOBODY}")`, ['id']],
  ['simulatePayment', `simulatePayment(orderId: "${NOBODY}", outcome: PAID)`, ['orderId']],
  ['updateOrderStatus', `updateOrderStatus(id: "${NOBODY}", status: PROCESSING)`, ['id']],
  ['refundOrder', `refundOrder(input: { orderId: "${NOBODY}", reason: "Damaged" })`, ['input', 'orderId']],
  ['shipOrder', `shipOrder(input: { orderId: "${NOBODY}", carrier: DELHIVERY, trackingNumber: "123456789012" })`, ['input', 'orderId']],
  ['markOrderDelivered', `markOrderDelivered(id: "${NOBODY}")`, ['id']],
  ['deleteProduct', `deleteProduct(id: "no-such-product")`, ['id']],
  ['markContactMessageRead', `markContactMessageRead(id: "${NOBODY}")`, ['id']],
  ['revokeApiToken', `revokeApiToken(id: "${NOBODY}")`, ['id']],
  ['deleteWebhookEndpoint', `deleteWebhookEndpoint(id: "${NOBODY}")`, ['id']],
  ['sendTestWebhook', `sendTestWebhook(endpointId: "${NOBODY}")`, ['endpointId']],
  ['redeliverWebhook', `redeliverWebhook(id: "${NOBODY}")`, ['id']],
  ['publishReview', `publishReview(id: "${NOBODY}")`, ['id']],
  ['deleteDiscountCode', `deleteDiscountCode(id: "${NOBODY}")`, ['id']],
];

describe('an unknown id', () => {
  it.each(CASES)('is NOT_FOUND on %s, with the path to its argument', async (name, call, field) => {
    const answer = await admin.gqlText(`mutation { ${name}: ${call} { errors { code message field } } }`);
    expect(answer.errors).toBeUndefined();
    const { errors } = (answer.data as Record<string, { errors: Array<{ code: string; message: string; field: string[] | null }> }>)[name];
    expect(errors).toEqual([{ code: 'NOT_FOUND', message: expect.any(String) as string, field }]);
  });

  it('is null on the queries by id, with no error', async () => {
    const answer = await shop.client().gqlText(`{ product(id: "no-such-product") { id } order(id: "${NOBODY}") { id } }`);
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ product: null, order: null });
  });
});
