import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/gql/gql.js';
import type { DiscountCodeInput } from '../support/gql/graphql.js';
import {
  CONFIRM_PAYMENT,
  VALID_SHIPPING,
  countRows,
  productStock,
  setStock,
  settlePayment,
  startAdminPaymentShop,
  toVariantLines,
  type LineInput,
} from '../support/checkout-helpers.js';
import type { ShopClient, TestShop } from '../support/test-shop.js';

/**
 * Discount codes as the owner and a shopper meet them: the owner creates codes (checked, unique
 * whatever the case) and sees their uses and revenue; the cart's quote and the order apply one code
 * with the same figures to the paisa, spread over the lines so the GST invoice taxes what each line
 * was paid; every refusal comes back with its reason and changes nothing; a use is given back when
 * an unpaid order is cancelled; and a code with a few uses left is not over-used by a crowd.
 */
let shop: TestShop;
let admin: ShopClient;

const CREATE = graphql(`
  mutation DiscountCodesCreate($input: DiscountCodeInput!) {
    createDiscountCode(input: $input) {
      discountCode {
        id
        code
        kind
        percent
        startsAt
        endsAt
        active
        uses
      }
      errors {
        code
        message
        field
      }
    }
  }
`);

const UPDATE = graphql(`
  mutation DiscountCodesUpdate($id: ID!, $input: DiscountCodeInput!) {
    updateDiscountCode(id: $id, input: $input) {
      discountCode {
        id
        active
      }
      errors {
        code
        message
      }
    }
  }
`);

const LIST = graphql(`
  query DiscountCodesList {
    discountCodes {
      code
      uses
      revenueMoney {
        amount
      }
    }
  }
`);

const QUOTE = graphql(`
  query DiscountCodesQuote($lines: [OrderLineInput!]!, $discountCode: String, $email: String) {
    quote(lines: $lines, discountCode: $discountCode, email: $email) {
      subtotalMoney {
        amount
      }
      discountMoney {
        amount
      }
      shippingMoney {
        amount
      }
      totalMoney {
        amount
      }
      freeShippingShortfallMoney {
        amount
      }
      discount {
        code
        kind
        savingMoney {
          amount
        }
      }
      discountRefusal {
        reason
        message
        amountNeededMoney {
          amount
        }
      }
      lines {
        discountMoney {
          amount
        }
        paidMoney {
          amount
        }
      }
    }
  }
`);

const ORDER = graphql(`
  mutation DiscountCodesOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      order {
        id
        discountCode
        subtotalMoney {
          amount
        }
        discountMoney {
          amount
        }
        shippingMoney {
          amount
        }
        totalMoney {
          amount
        }
        lines {
          discountMoney {
            amount
          }
          paidMoney {
            amount
          }
        }
      }
      errors {
        code
        message
        field
        discountRefusal {
          reason
          message
          amountNeededMoney {
            amount
          }
        }
      }
    }
  }
`);

const CANCEL = graphql(`
  mutation DiscountCodesCancel($id: ID!) {
    updateOrderStatus(id: $id, status: CANCELLED) {
      errors {
        message
      }
    }
  }
`);

const INVOICE = graphql(`
  query DiscountCodesInvoice($id: ID!) {
    order(id: $id) {
      invoice {
        lines {
          description
          amountMoney {
            amount
          }
          taxableValueMoney {
            amount
          }
          cgstMoney {
            amount
          }
          sgstMoney {
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

/** ₹249 + ₹279 + 3 × ₹145 = ₹963: three products at their own GST rates, shipping ₹30. */
const MIXED_CART: LineInput[] = [
  { productId: 'hair-oil-1', size: '100ml', quantity: 1 },
  { productId: 'face-wash-1', size: '150ml', quantity: 1 },
  { productId: 'skin-soap-1', size: '100g', quantity: 3 },
];

async function createCode(input: Partial<DiscountCodeInput> & Pick<DiscountCodeInput, 'code'>) {
  const result = await admin.gql(CREATE, { input: { kind: 'PERCENTAGE', percent: 10, ...input } });
  const created = result.data?.createDiscountCode.discountCode;
  if (!created) throw new Error(`code refused: ${JSON.stringify(result.data?.createDiscountCode.errors ?? result.errors)}`);
  return created;
}

async function quote(lines: LineInput[], discountCode: string | null, email?: string) {
  const client = shop.client();
  const result = await client.gql(QUOTE, { lines: await toVariantLines(client, lines), discountCode, email });
  expect(result.errors).toBeUndefined();
  return result.data!.quote;
}

async function order(lines: LineInput[], discountCode: string | null, email = VALID_SHIPPING.email) {
  const client = shop.client();
  const result = await client.gql(ORDER, {
    input: { shipping: { ...VALID_SHIPPING, email }, lines: await toVariantLines(client, lines), discountCode },
  });
  expect(result.errors).toBeUndefined();
  return result.data!.createOrder;
}

const amounts = (lines: ReadonlyArray<{ discountMoney: { amount: number }; paidMoney: { amount: number } }>) =>
  lines.map((line) => [line.discountMoney.amount, line.paidMoney.amount]);

beforeAll(async () => {
  ({ shop, admin } = await startAdminPaymentShop());
}, 60_000);

afterAll(async () => {
  await shop?.close();
});

describe("the owner's discount codes", () => {
  it('creates codes with their terms, in capitals, unique whatever the case', async () => {
    const created = await createCode({ code: 'welcome15', percent: 15, startsAt: '2026-01-01', endsAt: '2099-12-31' });
    // India time: the start's first moment and the end day's last, as instants.
    expect(created).toMatchObject({
      code: 'WELCOME15',
      kind: 'PERCENTAGE',
      percent: 15,
      startsAt: '2025-12-31T18:30:00.000Z',
      endsAt: '2099-12-31T18:30:00.000Z',
      active: true,
      uses: 0,
    });
    const again = await admin.gql(CREATE, { input: { code: 'Welcome15', kind: 'FREE_SHIPPING' } });
    expect(again.data?.createDiscountCode.errors).toEqual([
      { code: 'CONFLICT', message: 'A code with these letters already exists (codes ignore case)', field: null },
    ]);
  });

  it("takes an integrator's RFC 3339 instants with their offset as those instants", async () => {
    const created = await createCode({
      code: 'RFC3339',
      percent: 5,
      startsAt: '2026-12-01T04:30:00.000Z',
      endsAt: '2026-12-31T23:59:59+05:30',
    });
    expect(created).toMatchObject({ startsAt: '2026-12-01T04:30:00.000Z', endsAt: '2026-12-31T18:29:59.000Z' });
    const refused = await admin.gql(CREATE, { input: { code: 'NOT-A-TIME', kind: 'FREE_SHIPPING', startsAt: '2026-12-01T28:30:00Z' } });
    expect(refused.data?.createDiscountCode.errors[0]).toMatchObject({ code: 'VALIDATION', field: ['input', 'startsAt'] });
  });

  it('refuses terms outside the rules, naming the field, and stores nothing', async () => {
    const before = await countRows(shop, 'discount_codes');
    const refusals = await Promise.all(
      [
        { code: 'TOO-MUCH', kind: 'PERCENTAGE' as const, percent: 91 },
        { code: 'NOTHING', kind: 'PERCENTAGE' as const, percent: 0 },
        { code: 'NO-AMOUNT', kind: 'FIXED_AMOUNT' as const },
        { code: 'x', kind: 'FREE_SHIPPING' as const },
        { code: 'BACKWARDS', kind: 'FREE_SHIPPING' as const, startsAt: '2026-12-31', endsAt: '2026-12-01' },
        { code: 'NO-SUCH-DAY', kind: 'FREE_SHIPPING' as const, startsAt: '2026-02-30' },
      ].map(async (input) => (await admin.gql(CREATE, { input })).data?.createDiscountCode.errors[0]),
    );
    expect(refusals.map((error) => [error?.code, error?.field?.join('.')])).toEqual([
      ['VALIDATION', 'input.percent'],
      ['VALIDATION', 'input.percent'],
      ['VALIDATION', 'input.amountPaise'],
      ['VALIDATION', 'input.code'],
      ['VALIDATION', 'input.endsAt'],
      ['VALIDATION', 'input.startsAt'],
    ]);
    expect(refusals[0]?.message).toBe('The percentage must be a whole number from 1 to 90');
    expect(await countRows(shop, 'discount_codes')).toBe(before);
  });

  it('is for admins only', async () => {
    const result = await shop.client().gql(LIST, {});
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('a code on the quote and the order', () => {
  it('prices a percentage code on a mixed cart the same on the quote, the order and its lines, to the paisa', async () => {
    await createCode({ code: 'MIXED15', percent: 15 });
    const quoted = await quote(MIXED_CART, ' mixed15 ');
    expect(quoted).toMatchObject({
      subtotalMoney: { amount: 963_00 },
      discountMoney: { amount: 144_45 },
      shippingMoney: { amount: 30_00 },
      totalMoney: { amount: 848_55 },
      // Shipping is decided on the goods before the code: ₹37.01 more takes ₹963 over ₹1,000.
      freeShippingShortfallMoney: { amount: 37_01 },
      discount: { code: 'MIXED15', kind: 'PERCENTAGE', savingMoney: { amount: 144_45 } },
      discountRefusal: null,
    });
    expect(amounts(quoted.lines)).toEqual([
      [37_35, 211_65],
      [41_85, 237_15],
      [65_25, 369_75],
    ]);

    const placed = await order(MIXED_CART, 'Mixed15');
    expect(placed.errors).toEqual([]);
    expect(placed.order).toMatchObject({
      discountCode: 'MIXED15',
      subtotalMoney: { amount: 963_00 },
      discountMoney: { amount: 144_45 },
      shippingMoney: { amount: 30_00 },
      totalMoney: { amount: 848_55 },
    });
    expect(amounts(placed.order!.lines)).toEqual(amounts(quoted.lines));
    const [row] = await shop.dataSource.query<Array<{ discount_paise: number; lines: number }>>(
      `SELECT o.discount_paise, (SELECT sum(discount_paise)::int FROM order_lines WHERE order_id = o.id) AS lines FROM orders o WHERE id = $1`,
      [placed.order!.id],
    );
    expect(row).toEqual({ discount_paise: 144_45, lines: 144_45 });

    // Paid, its GST invoice taxes what each line was paid, and adds up to the total charged.
    await settlePayment(shop, placed.order!.id, 'success');
    expect((await shop.client().gql(CONFIRM_PAYMENT, { orderId: placed.order!.id })).data?.confirmPayment.paid).toBe(true);
    const invoice = (await admin.gql(INVOICE, { id: placed.order!.id })).data?.order?.invoice;
    // Shipping shared over the goods by rate: ₹237.15 at 18 % and ₹581.40 at 5 % carry ₹8.69 and ₹21.31 of the ₹30.
    expect(invoice?.lines.map((line) => line.amountMoney.amount)).toEqual([211_65, 237_15, 369_75, 8_69, 21_31]);
    for (const line of invoice!.lines) {
      const tax = line.cgstMoney.amount + line.sgstMoney.amount + line.igstMoney.amount;
      expect(tax).toBeGreaterThan(0);
      expect(line.taxableValueMoney.amount + tax).toBe(line.amountMoney.amount);
    }
    expect(invoice?.totalMoney.amount).toBe(848_55);
    const listed = (await admin.gql(LIST, {})).data?.discountCodes.find((code) => code.code === 'MIXED15');
    expect(listed).toEqual({ code: 'MIXED15', uses: 1, revenueMoney: { amount: 848_55 } });
  });

  it('spreads a fixed amount by largest remainder, and waives shipping with a free-shipping code', async () => {
    await createCode({ code: 'FLAT100', kind: 'FIXED_AMOUNT', percent: null, amountPaise: 100_00 });
    await createCode({ code: 'SHIPFREE', kind: 'FREE_SHIPPING', percent: null });
    const flat = await order(MIXED_CART, 'flat100');
    expect(flat.order?.totalMoney.amount).toBe(963_00 - 100_00 + 30_00);
    // ₹100 over ₹249, ₹279 and ₹435: 25.857…, 28.971…, 45.171… rupees; the spare paisa goes to the first.
    expect(flat.order?.lines.map((line) => line.discountMoney.amount)).toEqual([25_86, 28_97, 45_17]);
    const free = await quote(MIXED_CART, 'SHIPFREE');
    expect(free).toMatchObject({
      discountMoney: { amount: 0 },
      shippingMoney: { amount: 0 },
      totalMoney: { amount: 963_00 },
      // Shipping is already free: the cart says nothing about adding more for it.
      freeShippingShortfallMoney: null,
      discount: { savingMoney: { amount: 30_00 } },
    });
  });

  it('puts the discount in the order.created webhook', async () => {
    await shop.dataSource.query(
      `INSERT INTO webhook_endpoints (url, events, secret) VALUES ('https://hooks.example.com/shop', '{order.created}', 'a-secret')`,
    );
    const placed = await order(MIXED_CART, 'MIXED15', 'webhook@example.in');
    const [delivery] = await shop.dataSource.query<Array<{ payload: Record<string, unknown> }>>(
      `SELECT payload FROM webhook_deliveries WHERE event_type = 'order.created' AND payload->>'id' = $1`,
      [placed.order!.id],
    );
    expect(delivery.payload).toMatchObject({ discountCode: 'MIXED15', discountPaise: 144_45, totalPaise: 848_55 });
    await shop.dataSource.query(`DELETE FROM webhook_endpoints`);
  });
});

describe('refusals: the reason on the field, and nothing ordered', () => {
  it('refuses each reason on the quote and on the order, with nothing written', async () => {
    await createCode({ code: 'PAUSED5', active: false });
    await createCode({ code: 'LATER5', startsAt: '2099-01-01T09:30' });
    const expired = await createCode({ code: 'OVER5', startsAt: '2026-01-01', endsAt: '2026-01-31' });
    await createCode({ code: 'BIG5', minimumSubtotalPaise: 1000_00 });
    await createCode({ code: 'ONCE5', usageLimit: 1 });
    await createCode({ code: 'MINE5', usageLimitPerCustomer: 1 });
    expect((await order(MIXED_CART, 'ONCE5', 'first@example.in')).errors).toEqual([]);
    expect((await order(MIXED_CART, 'MINE5', 'mine@example.in')).errors).toEqual([]);

    const stock = await productStock(shop, 'skin-soap-1');
    const orders = await countRows(shop, 'orders');
    const cases: Array<[string, string, string, number | null]> = [
      ['NOPE5', 'UNKNOWN', 'NOPE5 is not a discount code we know. Please check it.', null],
      ['paused5', 'PAUSED', 'PAUSED5 is not available right now.', null],
      ['LATER5', 'NOT_STARTED', 'LATER5 works from 1 Jan 2099, 9:30 am IST.', null],
      ['OVER5', 'EXPIRED', 'OVER5 has expired.', null],
      ['BIG5', 'BELOW_MINIMUM', 'Add ₹37.00 more to use BIG5.', 37_00],
      ['ONCE5', 'USED_UP', 'ONCE5 has been used as many times as it can be.', null],
      ['MINE5', 'ALREADY_USED', 'You have already used MINE5.', null],
    ];
    for (const [code, reason, message, needed] of cases) {
      const quoted = await quote(MIXED_CART, code, 'MINE@example.in');
      expect(quoted.discountRefusal).toEqual({ reason, message, amountNeededMoney: needed === null ? null : { amount: needed } });
      // Priced without the code, so the cart still shows what the shopper would pay.
      expect(quoted.totalMoney.amount).toBe(993_00);
      const refused = await order(MIXED_CART, code, 'Mine@Example.in');
      expect(refused.order).toBeNull();
      expect(refused.errors).toEqual([
        { code: 'DISCOUNT_INVALID', message, field: ['input', 'discountCode'], discountRefusal: quoted.discountRefusal },
      ]);
    }
    expect(await productStock(shop, 'skin-soap-1')).toBe(stock);
    expect(await countRows(shop, 'orders')).toBe(orders);
    expect(expired.endsAt).toBe('2026-01-31T18:30:00.000Z');
  });

  it('gives a use back when an unpaid order is cancelled, and the list counts only the uses held', async () => {
    const code = await createCode({ code: 'LASTONE', usageLimit: 1 });
    const first = await order(MIXED_CART, 'LASTONE', 'one@example.in');
    expect((await order(MIXED_CART, 'LASTONE', 'two@example.in')).errors[0]?.discountRefusal?.reason).toBe('USED_UP');
    expect((await admin.gql(CANCEL, { id: first.order!.id })).data?.updateOrderStatus.errors).toEqual([]);
    expect((await admin.gql(LIST, {})).data?.discountCodes.find((listed) => listed.code === 'LASTONE')?.uses).toBe(0);
    expect((await order(MIXED_CART, 'LASTONE', 'two@example.in')).errors).toEqual([]);
    // Paused by the owner, the code stops at once.
    const paused = await admin.gql(UPDATE, {
      id: code.id,
      input: { code: 'LASTONE', kind: 'PERCENTAGE', percent: 10, usageLimit: 5, active: false },
    });
    expect(paused.data?.updateDiscountCode.discountCode?.active).toBe(false);
    expect((await order(MIXED_CART, 'LASTONE', 'three@example.in')).errors[0]?.discountRefusal?.reason).toBe('PAUSED');
  });

  it('lets 10 of 50 shoppers racing for a code with 10 uses left have it, and refuses the rest as used up', async () => {
    await createCode({ code: 'RUSH10', usageLimit: 12 });
    await setStock(shop, 'hair-oil-1', 1000);
    expect((await order(MIXED_CART.slice(0, 1), 'RUSH10', 'early1@example.in')).errors).toEqual([]);
    expect((await order(MIXED_CART.slice(0, 1), 'RUSH10', 'early2@example.in')).errors).toEqual([]);
    const client = shop.client();
    const lines = await toVariantLines(client, MIXED_CART.slice(0, 1));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        shop
          .client()
          .gql(ORDER, { input: { shipping: { ...VALID_SHIPPING, email: `rush${index}@example.in` }, lines, discountCode: 'RUSH10' } }),
      ),
    );
    const placed = results.filter((result) => result.data?.createOrder.order);
    const refused = results.filter((result) => result.data?.createOrder.errors[0]?.discountRefusal?.reason === 'USED_UP');
    expect([placed.length, refused.length]).toEqual([10, 40]);
    const [{ uses }] = await shop.dataSource.query<Array<{ uses: number }>>(
      `SELECT count(*)::int AS uses FROM orders WHERE discount_code = 'RUSH10' AND NOT discount_released`,
    );
    expect(uses).toBe(12);
  });
});
