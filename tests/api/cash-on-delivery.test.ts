import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codSteps, DELIVER, ONE_OIL, ON, ORDER, READ_SETTINGS, SETTINGS } from '../support/cash-on-delivery.js';
import { SET_ORDER_STATUS, snapshot, startAdminPaymentShop, toVariantLines, type LineInput } from '../support/checkout-helpers.js';
import { graphql } from '../support/gql/gql.js';
import type { ShopClient, TestShop } from '../support/test-shop.js';

/**
 * Cash on delivery as the owner and a shopper meet it: the owner's terms (off until switched on,
 * checked field by field); the quote offering COD with its fee or saying why not; an order paid at
 * the door going straight to Processing with its stock taken and no payment page; the fee as its
 * own invoice line taxed as shipping is; the invoice issued when the parcel ships and the order
 * becoming paid when the cash is collected; a parcel refused at the door coming back with its
 * stock and a credit note; and the server refusing COD above the owner's limit and past the open
 * orders one shopper may have.
 */

let shop: TestShop;
let admin: ShopClient;
const steps = codSteps(() => ({ shop, admin }));

beforeAll(async () => {
  ({ shop, admin } = await startAdminPaymentShop());
}, 60_000);

afterAll(async () => {
  await shop?.close();
});

describe("the owner's cash-on-delivery terms", () => {
  it('start switched off, and checkout is told why', async () => {
    expect((await admin.gql(READ_SETTINGS)).data?.codSettings).toEqual({ enabled: false, maxOpenOrders: 2 });
    expect((await steps.quote(ONE_OIL)).cashOnDelivery).toEqual({
      available: false,
      reason: 'DISABLED',
      message: 'Cash on delivery is not available right now. Please pay online.',
      feeMoney: { amount: 49_00 },
    });
    const before = await snapshot(shop);
    const refused = await steps.codOrder();
    expect(refused.errors).toEqual([
      {
        code: 'COD_UNAVAILABLE',
        message: 'Cash on delivery is not available right now. Please pay online.',
        field: ['input', 'paymentMethod'],
        codRefusalReason: 'DISABLED',
      },
    ]);
    expect(await snapshot(shop)).toEqual(before);
  });

  it('refuses terms outside the rules, naming the field, and keeps the old ones', async () => {
    for (const [input, field] of [
      [{ ...ON, feePaise: -1 }, 'feePaise'],
      [{ ...ON, feePaise: 50_001 }, 'feePaise'],
      [{ ...ON, maxOrderPaise: 0 }, 'maxOrderPaise'],
      [{ ...ON, maxOpenOrders: 0 }, 'maxOpenOrders'],
      [{ ...ON, maxOpenOrders: 21 }, 'maxOpenOrders'],
    ] as const) {
      const result = await admin.gql(SETTINGS, { input });
      expect(result.data?.updateCodSettings.errors[0]).toMatchObject({ code: 'VALIDATION', field: ['input', field] });
    }
    expect((await admin.gql(READ_SETTINGS)).data?.codSettings.enabled).toBe(false);
    const shopperAsks = await shop.client().gql(SETTINGS, { input: ON });
    expect(shopperAsks.data?.updateCodSettings ?? null).toBeNull();
  });

  it('once on, the quote offers COD and adds its fee only when chosen', async () => {
    await steps.setCod(ON);
    const online = await steps.quote(ONE_OIL);
    expect(online).toMatchObject({ codFeeMoney: { amount: 0 }, totalMoney: { amount: 279_00 } });
    expect(online.cashOnDelivery).toMatchObject({ available: true, reason: null, feeMoney: { amount: 49_00 } });
    const cod = await steps.quote(ONE_OIL, 'CASH_ON_DELIVERY');
    expect(cod).toMatchObject({ shippingMoney: { amount: 30_00 }, codFeeMoney: { amount: 49_00 }, totalMoney: { amount: 328_00 } });
  });

  it('is not offered above the largest COD order, on the quote or the order', async () => {
    // 9 × ₹249 = ₹2,241, above the ₹2,000 limit.
    const big: LineInput[] = [{ productId: 'hair-oil-1', size: '100ml', quantity: 9 }];
    const quoted = await steps.quote(big, 'CASH_ON_DELIVERY');
    expect(quoted.cashOnDelivery).toMatchObject({
      available: false,
      reason: 'ABOVE_LIMIT',
      message: 'Cash on delivery is available for orders up to ₹2,000.00. Please pay online.',
    });
    expect(quoted.codFeeMoney.amount).toBe(0);
    const before = await snapshot(shop);
    const refused = await steps.codOrder(big);
    expect(refused.errors.map((error) => error.codRefusalReason)).toEqual(['ABOVE_LIMIT']);
    expect(await snapshot(shop)).toEqual(before);
  });
});

describe('the open cash-on-delivery orders one shopper may have', () => {
  it('counts them by phone, e-mail or address, and frees a place when one is delivered', async () => {
    const first = steps.shopper();
    const second = { ...steps.shopper(), phone: first.phone };
    const a = await steps.codOrder(ONE_OIL, first);
    const b = await steps.codOrder(ONE_OIL, second);
    expect([a.errors, b.errors]).toEqual([[], []]);
    const before = await snapshot(shop);
    // Someone else with the first one's phone; then the first one's e-mail (any case) at the second one's door.
    for (const next of [
      { ...steps.shopper(), phone: `+91 ${first.phone}` },
      { ...steps.shopper(), email: first.email.toUpperCase(), address: `  ${second.address.toUpperCase()} ` },
    ]) {
      const refused = await steps.codOrder(ONE_OIL, next);
      expect(refused.errors).toEqual([
        {
          code: 'COD_UNAVAILABLE',
          message: 'You already have 2 cash-on-delivery orders on the way. Please pay online, or wait until one arrives.',
          field: ['input', 'paymentMethod'],
          codRefusalReason: 'TOO_MANY_OPEN',
        },
      ]);
    }
    expect(await snapshot(shop)).toEqual(before);
    // Paying online is still open to them.
    const client = shop.client();
    const online = await client.gql(ORDER, { input: { shipping: first, lines: await toVariantLines(client, ONE_OIL) } });
    expect(online.data?.createOrder.errors).toEqual([]);

    await steps.ship(a.order!.id, 'EE323456789IN');
    await admin.gql(DELIVER, { id: a.order!.id });
    expect((await steps.codOrder(ONE_OIL, first)).errors).toEqual([]);
  });

  it('knows one person behind a +tag, a leading 0 on the phone and a full stop after the street', async () => {
    const first = steps.shopper();
    const placed = [];
    for (let order = 0; order < 2; order += 1) {
      const answer = await steps.codOrder(ONE_OIL, first);
      expect(answer.errors).toEqual([]);
      placed.push(answer.order!.id);
    }
    const before = await snapshot(shop);
    for (const next of [
      { ...steps.shopper(), email: first.email.replace('@', '+2@') },
      { ...steps.shopper(), phone: `0${first.phone}` },
      { ...steps.shopper(), address: `${first.address}.`, postalCode: first.postalCode },
    ]) {
      expect((await steps.codOrder(ONE_OIL, next)).errors[0]?.codRefusalReason).toBe('TOO_MANY_OPEN');
    }
    expect(await snapshot(shop)).toEqual(before);

    // The owner sees the two under the shopper's keys, and cancelling one frees a place.
    const groups = (await admin.gql(OPEN_COD_GROUPS, {})).data?.openCashOnDeliveryGroups ?? [];
    const byEmail = groups.find((group) => group.matchedBy === 'EMAIL' && group.key === first.email);
    expect(byEmail).toMatchObject({ openOrders: 2 });
    expect(byEmail?.orders.map((order) => order.id).sort()).toEqual([...placed].sort());
    expect((await shop.client().gql(OPEN_COD_GROUPS, {})).data?.openCashOnDeliveryGroups ?? null).toBeNull();
    const cancelled = await admin.gql(SET_ORDER_STATUS, { id: placed[0], status: 'CANCELLED' });
    expect(cancelled.data?.updateOrderStatus.errors).toEqual([]);
    const after = (await admin.gql(OPEN_COD_GROUPS, {})).data?.openCashOnDeliveryGroups ?? [];
    expect(after.some((group) => group.key === first.email)).toBe(false);
    expect((await steps.codOrder(ONE_OIL, { ...steps.shopper(), email: first.email.replace('@', '+3@') })).errors).toEqual([]);
  });
});

const OPEN_COD_GROUPS = graphql(`
  query CodOpenGroups($minOrders: Int) {
    openCashOnDeliveryGroups(minOrders: $minOrders) {
      matchedBy
      key
      openOrders
      orders {
        id
        orderNumber
      }
    }
  }
`);
