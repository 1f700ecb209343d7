import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/gql/gql.js';
import type { CodSettingsInput } from '../support/gql/graphql.js';
import {
  VALID_SHIPPING,
  countRows,
  sizeStock,
  snapshot,
  startAdminPaymentShop,
  toVariantLines,
  type LineInput,
} from '../support/checkout-helpers.js';
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

const SETTINGS = graphql(`
  mutation CodSettingsUpdate($input: CodSettingsInput!) {
    updateCodSettings(input: $input) {
      codSettings {
        enabled
        feeMoney {
          amount
        }
        maxOrderMoney {
          amount
        }
        maxOpenOrders
      }
      errors {
        code
        message
        field
      }
    }
  }
`);

const READ_SETTINGS = graphql(`
  query CodSettingsRead {
    codSettings {
      enabled
      maxOpenOrders
    }
  }
`);

const QUOTE = graphql(`
  query CodQuote($lines: [OrderLineInput!]!, $paymentMethod: PaymentMethod) {
    quote(lines: $lines, paymentMethod: $paymentMethod) {
      shippingMoney {
        amount
      }
      codFeeMoney {
        amount
      }
      totalMoney {
        amount
      }
      cashOnDelivery {
        available
        reason
        message
        feeMoney {
          amount
        }
      }
    }
  }
`);

const ORDER = graphql(`
  mutation CodOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      paymentLink
      order {
        id
        status
        paymentStatus
        paymentMethod
        codFeeMoney {
          amount
        }
        totalMoney {
          amount
        }
      }
      errors {
        code
        message
        field
        codRefusalReason
      }
    }
  }
`);

const SHIP = graphql(`
  mutation CodShip($input: ShipOrderInput!) {
    shipOrder(input: $input) {
      order {
        status
        invoice {
          number
        }
      }
      errors {
        code
        message
      }
    }
  }
`);

const DELIVER = graphql(`
  mutation CodDeliver($id: ID!) {
    markOrderDelivered(id: $id) {
      order {
        status
      }
      errors {
        message
      }
    }
  }
`);

const COLLECT = graphql(`
  mutation CodCollect($id: ID!) {
    recordCashCollected(id: $id) {
      order {
        status
        paymentStatus
        cashCollectedAt
        invoice {
          number
        }
      }
      errors {
        code
        message
      }
    }
  }
`);

const RETURN = graphql(`
  mutation CodReturn($id: ID!) {
    returnUndelivered(id: $id) {
      order {
        status
        paymentStatus
        creditNotes {
          totalMoney {
            amount
          }
        }
      }
      errors {
        code
        message
      }
    }
  }
`);

const INVOICE = graphql(`
  query CodInvoice($id: ID!) {
    order(id: $id) {
      invoice {
        number
        lines {
          description
          amountMoney {
            amount
          }
          taxableValueMoney {
            amount
          }
          igstMoney {
            amount
          }
        }
        totalMoney {
          amount
        }
      }
    }
  }
`);

const ON: CodSettingsInput = { enabled: true, feePaise: 4900, maxOrderPaise: 200_000, maxOpenOrders: 2 };
/** ₹249, shipping ₹30: ₹279 before the fee. */
const ONE_OIL: LineInput[] = [{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }];

async function setCod(input: CodSettingsInput) {
  const result = await admin.gql(SETTINGS, { input });
  expect(result.data?.updateCodSettings.errors).toEqual([]);
}

async function quote(lines: LineInput[], paymentMethod: 'ONLINE' | 'CASH_ON_DELIVERY' | null = null) {
  const client = shop.client();
  const result = await client.gql(QUOTE, { lines: await toVariantLines(client, lines), paymentMethod });
  expect(result.errors).toBeUndefined();
  return result.data!.quote;
}

let shopperNumber = 0;
/** A new shopper each time (own e-mail, phone and street), unless told whose order it is. */
function shopper(overrides: Partial<typeof VALID_SHIPPING> = {}) {
  shopperNumber += 1;
  return {
    ...VALID_SHIPPING,
    email: `cod${shopperNumber}@example.in`,
    phone: `98765${String(10000 + shopperNumber).slice(-5)}`,
    address: `${shopperNumber} Residency Road`,
    ...overrides,
  };
}

async function codOrder(lines: LineInput[] = ONE_OIL, shipping = shopper(), expectedTotalPaise?: number) {
  const client = shop.client();
  const result = await client.gql(ORDER, {
    input: {
      shipping,
      lines: await toVariantLines(client, lines),
      paymentMethod: 'CASH_ON_DELIVERY',
      expected: expectedTotalPaise === undefined ? null : { totalPaise: expectedTotalPaise },
    },
  });
  expect(result.errors).toBeUndefined();
  return result.data!.createOrder;
}

async function shipAndDeliver(id: string, trackingNumber: string) {
  const shipped = await admin.gql(SHIP, { input: { orderId: id, carrier: 'INDIA_POST', trackingNumber } });
  expect(shipped.data?.shipOrder.errors).toEqual([]);
  return shipped.data!.shipOrder.order!;
}

beforeAll(async () => {
  ({ shop, admin } = await startAdminPaymentShop());
}, 60_000);

afterAll(async () => {
  await shop?.close();
});

describe("the owner's cash-on-delivery terms", () => {
  it('start switched off, and checkout is told why', async () => {
    expect((await admin.gql(READ_SETTINGS)).data?.codSettings).toEqual({ enabled: false, maxOpenOrders: 2 });
    expect((await quote(ONE_OIL)).cashOnDelivery).toEqual({
      available: false,
      reason: 'DISABLED',
      message: 'Cash on delivery is not available right now. Please pay online.',
      feeMoney: { amount: 49_00 },
    });
    const before = await snapshot(shop);
    const refused = await codOrder();
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
    await setCod(ON);
    const online = await quote(ONE_OIL);
    expect(online).toMatchObject({ codFeeMoney: { amount: 0 }, totalMoney: { amount: 279_00 } });
    expect(online.cashOnDelivery).toMatchObject({ available: true, reason: null, feeMoney: { amount: 49_00 } });
    const cod = await quote(ONE_OIL, 'CASH_ON_DELIVERY');
    expect(cod).toMatchObject({ shippingMoney: { amount: 30_00 }, codFeeMoney: { amount: 49_00 }, totalMoney: { amount: 328_00 } });
  });

  it('is not offered above the largest COD order, on the quote or the order', async () => {
    // 9 × ₹249 = ₹2,241, above the ₹2,000 limit.
    const big: LineInput[] = [{ productId: 'hair-oil-1', size: '100ml', quantity: 9 }];
    const quoted = await quote(big, 'CASH_ON_DELIVERY');
    expect(quoted.cashOnDelivery).toMatchObject({
      available: false,
      reason: 'ABOVE_LIMIT',
      message: 'Cash on delivery is available for orders up to ₹2,000.00. Please pay online.',
    });
    expect(quoted.codFeeMoney.amount).toBe(0);
    const before = await snapshot(shop);
    const refused = await codOrder(big);
    expect(refused.errors.map((error) => error.codRefusalReason)).toEqual(['ABOVE_LIMIT']);
    expect(await snapshot(shop)).toEqual(before);
  });
});

describe('a cash-on-delivery order', () => {
  it('goes to Processing unpaid, with its stock taken, its fee charged and no payment page', async () => {
    const stockBefore = await sizeStock(shop, 'hair-oil-1', '100ml');
    const placed = await codOrder(ONE_OIL, shopper(), 328_00);
    expect(placed.errors).toEqual([]);
    expect(placed.order).toMatchObject({
      status: 'PROCESSING',
      paymentStatus: 'PAY_ON_DELIVERY',
      paymentMethod: 'CASH_ON_DELIVERY',
      codFeeMoney: { amount: 49_00 },
      totalMoney: { amount: 328_00 },
    });
    expect(placed.paymentLink).toMatch(/\/payment-success\?order_id=/);
    expect(await sizeStock(shop, 'hair-oil-1', '100ml')).toBe(stockBefore - 1);
    expect(await countRows(shop, 'payments', 'order_id = $1', [placed.order!.id])).toBe(0);
    expect(await countRows(shop, 'mail_outbox', "order_id = $1 AND kind = 'order-confirmation'", [placed.order!.id])).toBe(1);
  });

  it('is refused when the shopper saw a total without the fee', async () => {
    const refused = await codOrder(ONE_OIL, shopper(), 279_00);
    expect(refused.errors[0]?.code).toBe('PRICE_CHANGED');
  });

  it('is invoiced when it ships, with the fee taxed as shipping, and paid when the cash is collected', async () => {
    const { order } = await codOrder();
    const id = order!.id;
    const early = await admin.gql(COLLECT, { id });
    expect(early.data?.recordCashCollected.errors).toEqual([
      { code: 'INVALID_STATE', message: 'Mark the order Delivered first: cash is collected when the parcel is handed over.' },
    ]);
    expect((await shop.client().gql(INVOICE, { id })).data?.order?.invoice).toBeNull();

    const shipped = await shipAndDeliver(id, 'EE123456789IN');
    expect(shipped.status).toBe('SHIPPED');
    const invoice = (await shop.client().gql(INVOICE, { id })).data!.order!.invoice!;
    expect(invoice.number).toBe(shipped.invoice?.number);
    // Karnataka from Tamil Nadu: IGST. Shipping and the fee at the oil's 5 %, worked back from what was charged.
    expect(
      invoice.lines.map((line) => [line.description, line.amountMoney.amount, line.taxableValueMoney.amount, line.igstMoney.amount]),
    ).toEqual([
      ['Bhringraj & Amla Hair Oil (100ml)', 249_00, 237_14, 11_86],
      ['Shipping (with the goods)', 30_00, 28_57, 1_43],
      ['Cash on delivery fee', 49_00, 46_67, 2_33],
    ]);
    expect(invoice.totalMoney.amount).toBe(328_00);

    expect((await admin.gql(DELIVER, { id })).data?.markOrderDelivered.order?.status).toBe('DELIVERED');
    const collected = await admin.gql(COLLECT, { id });
    expect(collected.data?.recordCashCollected.errors).toEqual([]);
    expect(collected.data?.recordCashCollected.order).toMatchObject({
      status: 'DELIVERED',
      paymentStatus: 'PAID',
      invoice: { number: invoice.number },
    });
    expect(collected.data?.recordCashCollected.order?.cashCollectedAt).toBeTruthy();
    // Asked again, nothing changes and no second invoice is issued.
    expect((await admin.gql(COLLECT, { id })).data?.recordCashCollected.errors).toEqual([]);
    expect(await shop.dataSource.query(`SELECT count(*)::int AS n FROM tax_documents WHERE order_id = $1`, [id])).toEqual([{ n: 1 }]);
  });

  it('refused at the door, comes back cancelled with its stock and a credit note', async () => {
    const stockBefore = await sizeStock(shop, 'hair-oil-1', '100ml');
    const { order } = await codOrder();
    const id = order!.id;
    await shipAndDeliver(id, 'EE223456789IN');
    expect(await sizeStock(shop, 'hair-oil-1', '100ml')).toBe(stockBefore - 1);
    const returned = await admin.gql(RETURN, { id });
    expect(returned.data?.returnUndelivered.errors).toEqual([]);
    expect(returned.data?.returnUndelivered.order).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'PAY_ON_DELIVERY',
      creditNotes: [{ totalMoney: { amount: 328_00 } }],
    });
    expect(await sizeStock(shop, 'hair-oil-1', '100ml')).toBe(stockBefore);
    const again = await admin.gql(RETURN, { id });
    expect(again.data?.returnUndelivered.errors[0]?.code).toBe('INVALID_STATE');
  });

  it('cannot be marked collected or returned when it was paid online', async () => {
    const client = shop.client();
    const online = await client.gql(ORDER, { input: { shipping: shopper(), lines: await toVariantLines(client, ONE_OIL) } });
    const id = online.data!.createOrder.order!.id;
    expect(online.data!.createOrder.order).toMatchObject({ paymentMethod: 'ONLINE', paymentStatus: 'PENDING', codFeeMoney: { amount: 0 } });
    expect((await admin.gql(COLLECT, { id })).data?.recordCashCollected.errors[0]?.code).toBe('INVALID_STATE');
    expect((await admin.gql(RETURN, { id })).data?.returnUndelivered.errors[0]?.code).toBe('INVALID_STATE');
  });
});

describe('the open cash-on-delivery orders one shopper may have', () => {
  it('counts them by phone, e-mail or address, and frees a place when one is delivered', async () => {
    const first = shopper();
    const second = { ...shopper(), phone: first.phone };
    const a = await codOrder(ONE_OIL, first);
    const b = await codOrder(ONE_OIL, second);
    expect([a.errors, b.errors]).toEqual([[], []]);
    const before = await snapshot(shop);
    // Someone else with the first one's phone; then the first one's e-mail (any case) at the second one's door.
    for (const next of [
      { ...shopper(), phone: `+91 ${first.phone}` },
      { ...shopper(), email: first.email.toUpperCase(), address: `  ${second.address.toUpperCase()} ` },
    ]) {
      const refused = await codOrder(ONE_OIL, next);
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

    await shipAndDeliver(a.order!.id, 'EE323456789IN');
    await admin.gql(DELIVER, { id: a.order!.id });
    expect((await codOrder(ONE_OIL, first)).errors).toEqual([]);
  });
});
