import { ClientError, GraphQLClient, gql } from 'graphql-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPaise } from '@common/money.js';
import { seedCatalogue } from '@server/db/seed/catalogue.js';
import { adminClient, SET_ORDER_STATUS, VALID_SHIPPING } from '../support/checkout-helpers.js';
import { graphql } from '../support/gql/gql.js';
import { startShopWithClient, type ShopClient, type TestShop } from '../support/test-shop.js';

/**
 * Money as Money (paise, currency, the shop's ₹ text), sizes
 * as variants with stable ids that quotes and orders name, SCREAMING_CASE enums, and a cart line
 * in the old shape (product id and size label) refused with a message that says what to send.
 */
const PRODUCT = graphql(`
  query MoneyVariantsProduct($id: ID!) {
    product(id: $id) {
      id
      isNew
      category {
        id
        slug
        name
      }
      priceMoney {
        ...MoneyFields
      }
      sizes {
        id
        sku
        label
        priceMoney {
          ...MoneyFields
        }
      }
    }
  }
`);

// A quote's line and an order's line are both a PricedLine: asked for, and compared, alike.
graphql(`
  fragment MoneyVariantsLine on PricedLine {
    productId
    variantId
    sku
    size
    quantity
    unitPriceMoney {
      amount
      formatted
    }
    lineTotalMoney {
      amount
    }
  }
`);

const QUOTE = graphql(`
  query MoneyVariantsQuote($lines: [OrderLineInput!]!) {
    quote(lines: $lines) {
      orderable
      subtotalMoney {
        ...MoneyFields
      }
      shippingMoney {
        ...MoneyFields
      }
      taxMoney {
        amount
      }
      totalMoney {
        amount
        formatted
      }
      lines {
        ...MoneyVariantsLine
        problem {
          code
          message
        }
      }
    }
  }
`);

const CREATE_ORDER = graphql(`
  mutation MoneyVariantsCreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      order {
        id
        status
        subtotalMoney {
          amount
        }
        shippingMoney {
          amount
        }
        totalMoney {
          ...MoneyFields
        }
        lines {
          ...MoneyVariantsLine
        }
      }
      errors {
        code
        message
        field
      }
    }
  }
`);

const ADMIN_VIEW = graphql(`
  query MoneyVariantsAdminView($status: OrderStatus) {
    me {
      role
    }
    orders(filter: { status: $status }) {
      items {
        id
        status
      }
    }
    dashboard {
      totalRevenueMoney {
        amount
        currency
        formatted
      }
    }
  }
`);

const UPDATE_PRODUCT = graphql(`
  mutation MoneyVariantsUpdateProduct($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      product {
        sizes {
          id
          sku
          label
          priceMoney {
            amount
          }
        }
      }
      errors {
        message
      }
    }
  }
`);

const hairOil = seedCatalogue.find((product) => product.id === 'hair-oil-1')!;
let shop: TestShop;
let client: ShopClient;
let admin: ShopClient;

async function sizesOf(id: string) {
  const result = await client.gql(PRODUCT, { id });
  expect(result.errors).toBeUndefined();
  return result.data!.product!.sizes;
}

beforeAll(async () => {
  ({ shop, client } = await startShopWithClient());
  admin = await adminClient(shop);
});

afterAll(async () => {
  await shop?.close();
});

describe('Money', () => {
  it('gives every product and size price as paise, INR and the text the shop shows', async () => {
    const result = await client.gql(PRODUCT, { id: 'hair-oil-1' });
    const product = result.data!.product!;
    expect(product.priceMoney).toEqual({
      amount: Math.round(hairOil.price * 100),
      currency: 'INR',
      formatted: formatPaise(Math.round(hairOil.price * 100)),
    });
    expect(product.sizes.map((size) => size.priceMoney)).toEqual(
      hairOil.sizes.map((size) => ({
        amount: Math.round(size.price * 100),
        currency: 'INR',
        formatted: formatPaise(Math.round(size.price * 100)),
      })),
    );
    // The ₹ text is the shop's own (en-IN grouping, two decimals).
    expect(product.priceMoney.formatted).toMatch(/^₹\d{1,3}(,\d{2})*(,\d{3})?\.\d{2}$|^₹\d+\.\d{2}$/);
    expect(product.category).toEqual({ id: hairOil.category, slug: hairOil.category, name: 'Hair Care' });
    expect(product.isNew).toBe(hairOil.new);
  });

  it('prices a quote in paise with the one shipping rule, and an order the same', async () => {
    const [small] = await sizesOf('hair-oil-1');
    const unit = small.priceMoney.amount;
    const quote = (await client.gql(QUOTE, { lines: [{ variantId: small.id, quantity: 2 }] })).data!.quote;
    expect(quote.orderable).toBe(true);
    expect(quote.subtotalMoney).toEqual({ amount: unit * 2, currency: 'INR', formatted: formatPaise(unit * 2) });
    const shipping = unit * 2 > 100_000 ? 0 : 3000;
    expect(quote.shippingMoney).toEqual({ amount: shipping, currency: 'INR', formatted: formatPaise(shipping) });
    expect(quote.taxMoney.amount).toBe(0);
    expect(quote.totalMoney).toEqual({ amount: unit * 2 + shipping, formatted: formatPaise(unit * 2 + shipping) });
    const pricedLine = {
      productId: 'hair-oil-1',
      variantId: small.id,
      sku: small.sku,
      size: small.label,
      quantity: 2,
      unitPriceMoney: { amount: unit, formatted: formatPaise(unit) },
      lineTotalMoney: { amount: unit * 2 },
    };
    expect(quote.lines).toEqual([{ ...pricedLine, problem: null }]);

    const placed = await client.gql(CREATE_ORDER, {
      input: {
        shipping: VALID_SHIPPING,
        lines: [{ variantId: small.id, quantity: 2, unitPricePaise: unit }],
        expected: { subtotalPaise: unit * 2, shippingPaise: shipping, taxPaise: 0, totalPaise: unit * 2 + shipping },
      },
    });
    expect(placed.data!.createOrder.errors).toEqual([]);
    const order = placed.data!.createOrder.order!;
    expect(order.totalMoney).toEqual({ amount: quote.totalMoney.amount, currency: 'INR', formatted: quote.totalMoney.formatted });
    expect(order.subtotalMoney.amount).toBe(quote.subtotalMoney.amount);
    // The order keeps the line exactly as the quote priced it.
    expect(order.lines).toEqual([pricedLine]);
  });

  it('refuses an order whose figures in paise differ from the server’s, storing nothing', async () => {
    const [small] = await sizesOf('hair-oil-1');
    const before = await shop.dataSource.query<[{ count: number }]>('SELECT count(*)::int AS count FROM orders');
    const result = await client.gql(CREATE_ORDER, {
      input: { shipping: VALID_SHIPPING, lines: [{ variantId: small.id, quantity: 1, unitPricePaise: small.priceMoney.amount - 100 }] },
    });
    expect(result.data!.createOrder.order).toBeNull();
    expect(result.data!.createOrder.errors).toEqual([expect.objectContaining({ code: 'PRICE_CHANGED' })]);
    expect(await shop.dataSource.query('SELECT count(*)::int AS count FROM orders')).toEqual(before);
  });
});

describe('variants', () => {
  it('keeps each size’s id and SKU across reads, and across an admin’s edit of its label and price', async () => {
    const first = await sizesOf('face-wash-1');
    expect(await sizesOf('face-wash-1')).toEqual(first);
    expect(new Set(first.map((size) => size.id)).size).toBe(first.length);
    expect(first.every((size) => size.sku.startsWith('FACE-WASH-1-'))).toBe(true);

    const edit = (await admin.gql(PRODUCT, { id: 'face-wash-1' })).data!.product!;
    const full = await admin.gqlText(`{ product(id: "face-wash-1") { name subcategory description benefits imageUrl stock } }`);
    const details = full.data!.product as Record<string, unknown>;
    const renamed = await admin.gql(UPDATE_PRODUCT, {
      id: 'face-wash-1',
      input: {
        ...(details as { name: string; subcategory: string; description: string; benefits: string[]; imageUrl: string; stock: number }),
        category: edit.category.slug,
        price: edit.priceMoney.amount / 100,
        // The first size renamed and repriced, sent with its id; a new size after it.
        sizes: [
          { id: first[0].id, label: `${first[0].label} pack`, price: first[0].priceMoney.amount / 100 + 10 },
          ...first.slice(1).map((size) => ({ id: size.id, label: size.label, price: size.priceMoney.amount / 100 })),
          // A new size declares its MRP and net quantity, as a new product's sizes do.
          { label: 'Travel', price: 49, mrpPaise: 4900, netQuantity: { amount: 30, unit: 'ML' } },
        ],
      },
    });
    expect(renamed.data!.updateProduct.errors).toEqual([]);
    const after = renamed.data!.updateProduct.product!.sizes;
    expect(after.slice(0, first.length).map((size) => [size.id, size.sku])).toEqual(first.map((size) => [size.id, size.sku]));
    expect(after[0]).toMatchObject({ label: `${first[0].label} pack`, priceMoney: { amount: first[0].priceMoney.amount + 1000 } });
    expect(after.at(-1)).toMatchObject({ label: 'Travel', sku: 'FACE-WASH-1-TRAVEL' });
    expect(after.at(-1)!.id).not.toBe('');
    const reread = await sizesOf('face-wash-1');
    expect(reread.map(({ id, sku, label, priceMoney }) => ({ id, sku, label, priceMoney: { amount: priceMoney.amount } }))).toEqual(after);
  });

  it('names an unknown variant as a problem of its line in the quote, and refuses it in an order', async () => {
    const quote = (await client.gql(QUOTE, { lines: [{ variantId: 'no-such-variant', quantity: 1 }] })).data!.quote;
    expect(quote.orderable).toBe(false);
    expect(quote.lines[0]).toMatchObject({
      variantId: 'no-such-variant',
      productId: null,
      unitPriceMoney: null,
      problem: { code: 'NOT_FOUND', message: 'This item is no longer sold. Please remove it.' },
    });
    const order = await client.gql(CREATE_ORDER, {
      input: { shipping: VALID_SHIPPING, lines: [{ variantId: 'no-such-variant', quantity: 1 }] },
    });
    expect(order.data!.createOrder.order).toBeNull();
    // One code and one message for the same line on both operations, with the line's path.
    expect(order.data!.createOrder.errors[0]).toMatchObject({
      code: 'NOT_FOUND',
      message: 'This item is no longer sold. Please remove it.',
      field: ['input', 'lines', '0'],
    });
  });

  it('refuses a cart line in the old shape (product id and size label) with a message naming variantId, through graphql-request', async () => {
    const integrator = new GraphQLClient(`${shop.url}/graphql`);
    const oldStyle = gql`
      query OldCartLine {
        quote(lines: [{ productId: "hair-oil-1", size: "100ml", quantity: 1 }]) {
          orderable
        }
      }
    `;
    const refusal: unknown = await integrator.request(oldStyle).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ClientError);
    const messages = (refusal as ClientError).response.errors!.map((error) => error.message);
    expect(messages).toContainEqual(expect.stringContaining('Field "productId" is not defined by type "OrderLineInput"'));
    expect(messages).toContainEqual('Field "OrderLineInput.variantId" of required type "ID!" was not provided.');

    // The same through variables: nothing is stored.
    const before: unknown = await shop.dataSource.query('SELECT count(*)::int AS count FROM orders');
    const viaVariables = await client.gqlText(
      `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order { id } errors { message } } }`,
      { input: { shipping: VALID_SHIPPING, lines: [{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }] } },
    );
    expect(viaVariables.data).toBeUndefined();
    expect(viaVariables.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(viaVariables.errors![0].message).toMatch(/variantId/);
    expect(await shop.dataSource.query('SELECT count(*)::int AS count FROM orders')).toEqual(before);
  });
});

describe('enum values', () => {
  it('spells roles and order statuses in SCREAMING_CASE, in answers, arguments and filters', async () => {
    const [small] = await sizesOf('hair-oil-1');
    const placed = await client.gql(CREATE_ORDER, { input: { shipping: VALID_SHIPPING, lines: [{ variantId: small.id, quantity: 1 }] } });
    const order = placed.data!.createOrder.order!;
    expect(order.status).toBe('PENDING');

    const view = await admin.gql(ADMIN_VIEW, { status: 'PENDING' });
    expect(view.data!.me!.role).toBe('ADMIN');
    expect(view.data!.orders!.items.map((item) => item.id)).toContain(order.id);
    expect(new Set(view.data!.orders!.items.map((item) => item.status))).toEqual(new Set(['PENDING']));
    expect(view.data!.dashboard!.totalRevenueMoney.currency).toBe('INR');
    expect(Number.isInteger(view.data!.dashboard!.totalRevenueMoney.amount)).toBe(true);

    const cancelled = await admin.gql(SET_ORDER_STATUS, { id: order.id, status: 'CANCELLED' });
    expect(cancelled.data!.updateOrderStatus.errors).toEqual([]);
    expect(cancelled.data!.updateOrderStatus.order!.status).toBe('CANCELLED');
    expect(cancelled.data!.updateOrderStatus.order!.history.map((change) => change.status)).toEqual(['PENDING', 'CANCELLED']);
    // The database keeps the shop's words.
    expect(await shop.dataSource.query('SELECT status FROM orders WHERE id = $1', [order.id])).toEqual([{ status: 'Cancelled' }]);

    const oldSpelling = await admin.gqlText(`mutation { updateOrderStatus(id: "${order.id}", status: Shipped) { errors { message } } }`);
    expect(oldSpelling.errors![0].message).toMatch(/Value "Shipped" does not exist in "OrderStatus" enum/);
  });
});
