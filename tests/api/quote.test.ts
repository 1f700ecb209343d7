import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countRows,
  createOrder,
  productStock,
  setSizeStock,
  setStock,
  sizeStock,
  toVariantLines,
  type LineInput,
} from '../support/checkout-helpers.js';
import { CartQuoteDocument } from '@/gql/graphql.js';
import { graphql } from '../support/gql/gql.js';
import type { OrderLineInput } from '../support/gql/graphql.js';
import { startTestShop, type ShopClient, type TestShop } from '../support/test-shop.js';

const ORDER_LIMIT = graphql(`
  query QuoteSerumOrderLimit {
    product(id: "hair-serum-1") {
      orderLimit
    }
  }
`);

/**
 * The quote the cart asks for (the storefront's own CartQuote) for lines written by product and
 * label (or as the API takes them), its amounts in rupees so the figures read as the shop shows them.
 */
async function quoteOf(client: ShopClient, lines: LineInput[] | OrderLineInput[]) {
  const variantLines =
    lines.length && 'productId' in lines[0] ? await toVariantLines(client, lines as LineInput[]) : (lines as OrderLineInput[]);
  const result = await client.gql(CartQuoteDocument, { lines: variantLines });
  const quote = result.data?.quote;
  const rupees = (paise: number) => paise / 100;
  return {
    ...result,
    quote: quote && {
      ...quote,
      subtotal: rupees(quote.subtotalMoney.amount),
      shipping: rupees(quote.shippingMoney.amount),
      tax: rupees(quote.taxMoney.amount),
      total: rupees(quote.totalMoney.amount),
      lines: quote.lines.map((line) => ({ ...line, unitPrice: line.unitPriceMoney ? rupees(line.unitPriceMoney.amount) : null })),
    },
  };
}

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop?.close();
});

describe('quote: a cart priced by the server without placing an order', () => {
  it('prices lines with the one shipping rule and reserves nothing', async () => {
    const client = shop.client();
    const stockBefore = await productStock(shop, 'hair-oil-1');
    const ordersBefore = await countRows(shop, 'orders');
    const [large, small] = await toVariantLines(client, [
      { productId: 'hair-oil-1', size: '200ml', quantity: 1, unitPrice: 449 },
      { productId: 'hair-oil-1', size: '100ml', quantity: 2, unitPrice: 249 },
    ]);
    const result = await quoteOf(client, [large, small]);
    expect(result.errors).toBeUndefined();
    const quote = result.quote!;
    expect(quote).toMatchObject({ itemCount: 3, subtotal: 947, shipping: 30, tax: 0, total: 977, orderable: true });
    expect(quote.lines.map((line) => [line.variantId, line.quantity, line.unitPrice, line.problem])).toEqual([
      [large.variantId, 1, 449, null],
      [small.variantId, 2, 249, null],
    ]);
    // Each size has its own stock: a line may grow to what its own size has, whatever the other holds.
    const largeStock = await sizeStock(shop, 'hair-oil-1', '200ml');
    expect(quote.lines[0].maxQuantity).toBe(Math.min(99, largeStock));
    expect(quote.lines[0].available).toBe(largeStock);
    expect(await productStock(shop, 'hair-oil-1')).toBe(stockBefore);
    expect(await countRows(shop, 'orders')).toBe(ordersBefore);

    const free = await quoteOf(client, [{ productId: 'hair-oil-1', size: '200ml', quantity: 3 }]);
    expect(free.quote).toMatchObject({ subtotal: 1347, shipping: 0, total: 1347 });
  });

  it('reports too little stock next to the line with the fix, and createOrder refuses the same cart', async () => {
    await setSizeStock(shop, 'hair-serum-1', { '30ml': 3 });
    await setStock(shop, 'face-wash-1', 0);
    const client = shop.client();
    const lines = [
      { productId: 'hair-serum-1', size: '30ml', quantity: 5 },
      { productId: 'face-wash-1', size: '100ml', quantity: 1 },
    ];
    const result = await quoteOf(client, lines);
    expect(result.errors).toBeUndefined();
    const quote = result.quote!;
    expect(quote.orderable).toBe(false);
    expect(quote.lines[0]).toMatchObject({
      available: 3,
      maxQuantity: 3,
      problem: { code: 'INSUFFICIENT_STOCK', message: 'Only 3 left — reduce to 3' },
    });
    expect(quote.lines[1]).toMatchObject({ available: 0, maxQuantity: 0, problem: { code: 'OUT_OF_STOCK' } });
    expect(quote.lines[1].problem?.message).toMatch(/out of stock/);

    const refused = await createOrder(client, lines);
    expect(refused.data?.createOrder.errors[0]?.code).toBe('OUT_OF_STOCK');

    const fixed = await quoteOf(client, [{ productId: 'hair-serum-1', size: '30ml', quantity: 3 }]);
    expect(fixed.quote!.orderable).toBe(true);
  });

  it('flags a changed price and a variant no longer sold without failing the whole quote', async () => {
    const client = shop.client();
    const [known] = await toVariantLines(client, [{ productId: 'hair-oil-1', size: '100ml', quantity: 1, unitPrice: 199 }]);
    const result = await quoteOf(client, [known, { variantId: 'a-variant-the-shop-never-had', quantity: 1 }]);
    expect(result.errors).toBeUndefined();
    const [changed, unknown] = result.quote!.lines;
    expect(changed.problem).toEqual({ code: 'PRICE_CHANGED', message: 'The price is now ₹249.00 (was ₹199.00).' });
    expect(unknown).toMatchObject({
      variantId: 'a-variant-the-shop-never-had',
      unitPrice: null,
      problem: { code: 'NOT_FOUND', message: 'This item is no longer sold. Please remove it.' },
    });
    // Only priced lines count towards the totals.
    expect(result.quote).toMatchObject({ subtotal: 249, shipping: 30, total: 279, orderable: false });
  });

  it('answers an empty cart with zeros and refuses malformed lines as createOrder does', async () => {
    const client = shop.client();
    const empty = await quoteOf(client, []);
    expect(empty.quote).toMatchObject({ lines: [], subtotal: 0, shipping: 0, total: 0, orderable: true });
    const bad = await quoteOf(client, [{ productId: 'hair-oil-1', size: '100ml', quantity: 0 }]);
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Quantity must be a whole number from 1 to 99',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(bad.status).toBe(200);
  });
});

describe('quote: the shop’s per-order limits, as createOrder applies them', () => {
  let limited: TestShop;
  beforeAll(async () => {
    limited = await startTestShop({ ORDER_MAX_UNITS_PER_PRODUCT: '10', ORDER_MAX_STOCK_SHARE_PERCENT: '50' });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('reports the limit with its fix, and the product says how many one order may hold', async () => {
    await setSizeStock(limited, 'hair-serum-1', { '30ml': 40, '100ml': 0 });
    const client = limited.client();
    const lines = [{ productId: 'hair-serum-1', size: '30ml', quantity: 12 }];
    const result = await quoteOf(client, lines);
    expect(result.quote!.lines[0]).toMatchObject({
      maxQuantity: 10,
      problem: { code: 'QUANTITY_LIMIT', message: 'You can order at most 10 of this at a time — reduce to 10' },
    });
    const refused = await createOrder(client, lines);
    expect(refused.data?.createOrder.errors[0]?.code).toBe('VALIDATION');

    // Half of what is left of the size, at most: 7 left means 3 per order.
    await setSizeStock(limited, 'hair-serum-1', { '30ml': 7 });
    const product = await client.gql(ORDER_LIMIT);
    expect(product.data!.product?.orderLimit).toBe(3);
    const short = await quoteOf(client, [{ productId: 'hair-serum-1', size: '30ml', quantity: 9 }]);
    expect(short.quote!.lines[0].problem).toEqual({ code: 'INSUFFICIENT_STOCK', message: 'Only 7 left — reduce to 3' });
    const fine = await quoteOf(client, [{ productId: 'hair-serum-1', size: '30ml', quantity: 3 }]);
    expect(fine.quote!.orderable).toBe(true);
  });
});
