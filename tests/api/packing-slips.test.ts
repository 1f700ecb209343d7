import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, placeOrder, settlePayment, userClient, CONFIRM_PAYMENT } from '../support/checkout-helpers.js';
import { code128Barcodes } from '../support/pdf-barcodes.js';
import { pdfText } from '../support/pdf-text.js';
import { graphql } from '../support/gql/gql.js';
import { startTestShop, type ShopClient, type TestShop } from '../support/test-shop.js';

const ORDER_PACKING_SLIP = graphql(`
  query PackingSlipsOrderSlipUrl($id: ID!) {
    order(id: $id) {
      orderNumber
      packingSlipUrl
    }
  }
`);

/**
 * Packing slips as the owner prints them: one order's slip, or one PDF for the orders ticked in the
 * list, each page with the shop's and the shopper's addresses, the lines with size and quantity,
 * and the order number as text and as a barcode that scans back to it. Nobody else gets them.
 */
let shop: TestShop;
let admin: ShopClient;

beforeAll(async () => {
  shop = await startTestShop();
  admin = await adminClient(shop);
});
afterAll(async () => {
  await shop?.close();
});

async function paidOrder(lines = [{ productId: 'hair-oil-1', size: '100ml', quantity: 2 }]) {
  const client = shop.client();
  const { orderId, order } = await placeOrder(client, lines);
  await settlePayment(shop, orderId, 'success');
  expect((await client.gql(CONFIRM_PAYMENT, { orderId })).data?.confirmPayment.paid).toBe(true);
  return { orderId, orderNumber: order.orderNumber };
}

async function pdfOf(client: ShopClient, path: string): Promise<{ status: number; type: string | null; bytes: Uint8Array }> {
  const response = await client.fetch(path);
  return { status: response.status, type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('packing slips', () => {
  it("print one order's slip with both addresses, its lines and a barcode of its number", async () => {
    const { orderId, orderNumber } = await paidOrder([
      { productId: 'hair-oil-1', size: '100ml', quantity: 2 },
      { productId: 'face-wash-3', size: '100ml', quantity: 1 },
    ]);
    const slip = await pdfOf(admin, `/api/orders/${orderId}/packing-slip.pdf`);
    expect(slip.status).toBe(200);
    expect(slip.type).toBe('application/pdf');
    const text = await pdfText(slip.bytes.slice());
    expect(text).toContain('PACKING SLIP');
    expect(text).toContain(`Order ${orderNumber}`);
    // Ship to: the shopper's address as checkout stored it; from: the shop's registered address.
    for (const part of ['Asha Verma', '12 MG Road', 'Bengaluru, Karnataka 560001', '+91 98765 43210']) expect(text).toContain(part);
    for (const part of ['Herbal Roots Naturals', '12 Temple Car Street', 'Kumbakonam, Tamil Nadu 612001']) expect(text).toContain(part);
    expect(text).toMatch(/Hair Oil\s+100ml/);
    expect(text).toContain('3 items in total');
    // Nothing about money travels in the parcel.
    expect(text).not.toContain('₹');
    expect(await code128Barcodes(slip.bytes)).toEqual([[orderNumber]]);
  });

  it("give an order's slip address in the API, which fetches that order's slip", async () => {
    const { orderId, orderNumber } = await paidOrder();
    const result = await admin.gql(ORDER_PACKING_SLIP, { id: orderId });
    const url = result.data?.order?.packingSlipUrl;
    expect(url).toBe(`/api/orders/${orderId}/packing-slip.pdf`);
    const slip = await pdfOf(admin, url!);
    expect(slip.type).toBe('application/pdf');
    expect(await pdfText(slip.bytes.slice())).toContain(`Order ${orderNumber}`);
    // The shopper sees the order but not where its slip is.
    const shopper = await shop.client().gql(ORDER_PACKING_SLIP, { id: orderId });
    expect(shopper.data?.order).toBeNull();
    expect(shopper.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('put the selected orders in one PDF, a page each, in the order selected', async () => {
    const first = await paidOrder();
    const second = await paidOrder([{ productId: 'face-wash-3', size: '100ml', quantity: 1 }]);
    const slips = await pdfOf(admin, `/api/orders/packing-slips.pdf?ids=${second.orderId},${first.orderId}`);
    expect(slips.status).toBe(200);
    const text = await pdfText(slips.bytes.slice());
    expect(text.indexOf(`Order ${second.orderNumber}`)).toBeGreaterThan(-1);
    expect(text.indexOf(`Order ${second.orderNumber}`)).toBeLessThan(text.indexOf(`Order ${first.orderNumber}`));
    expect(await code128Barcodes(slips.bytes)).toEqual([[second.orderNumber], [first.orderNumber]]);
  });

  it('are refused to shoppers and visitors, and for no or unknown orders', async () => {
    const { orderId } = await paidOrder();
    expect((await pdfOf(shop.client(), `/api/orders/${orderId}/packing-slip.pdf`)).status).toBe(401);
    const shopper = await userClient(shop, 'slips-shopper@herbal.test');
    expect((await pdfOf(shopper, `/api/orders/packing-slips.pdf?ids=${orderId}`)).status).toBe(403);
    const none = await admin.rest('GET', '/api/orders/packing-slips.pdf?ids=');
    expect(none).toMatchObject({ status: 400, json: { message: 'Choose at least one order to print packing slips for' } });
    const unknown = await admin.rest('GET', `/api/orders/packing-slips.pdf?ids=${orderId},00000000-0000-4000-8000-000000000000`);
    expect(unknown).toMatchObject({ status: 404, json: { message: 'Order not found' } });
  });
});
