import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StockPerSize1767500000000 } from '@server/db/migrations/1767500000000-stock-per-size.js';
import {
  createOrder,
  placeOrder,
  productStock,
  SET_ORDER_STATUS,
  setSizeStock,
  sizeStock,
  startAdminPaymentShop,
} from '../support/checkout-helpers.js';
import { graphql } from '../support/gql/gql.js';
import type { ShopClient, TestShop } from '../support/test-shop.js';

// A shop counts its 100 ml and 200 ml bottles separately: each size has its own stock, reserved,
// released and restocked on that size, and the product's stock is their sum.

let shop: TestShop;
let admin: ShopClient;

const PRODUCT_STOCK = graphql(`
  query StockPerSizeProduct($id: ID!) {
    product(id: $id) {
      id
      stock
      orderLimit
      sizes {
        id
        label
        price
        stock
        orderLimit
      }
    }
  }
`);

const UPDATE_SIZES = graphql(`
  mutation StockPerSizeUpdate($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      product {
        id
        stock
        sizes {
          id
          label
          stock
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

const ADD_ENDPOINT = graphql(`
  mutation StockPerSizeEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      endpoint {
        id
      }
      errors {
        message
      }
    }
  }
`);

async function product(id: string) {
  const found = (await shop.client().gql(PRODUCT_STOCK, { id })).data?.product;
  if (!found) throw new Error(`no product ${id}`);
  return found;
}

beforeAll(async () => {
  ({ shop, admin } = await startAdminPaymentShop({ RATE_LIMIT_ORDERS_PER_MINUTE: '100000', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }));
});

afterAll(async () => {
  await shop?.close();
});

describe('stock per size', () => {
  it('migrates one shared figure by splitting it evenly over the sizes: the total is unchanged and no size is negative', async () => {
    // napkin-1 as it stood before: one figure, 13, shared by L, XL and XXL.
    await shop.dataSource.query(`ALTER TABLE products DISABLE TRIGGER products_size_ids`);
    await shop.dataSource.query(`UPDATE products SET sizes = product_sizes_without_stock(sizes), stock = 13 WHERE id = 'napkin-1'`);
    await shop.dataSource.query(`UPDATE products SET sizes = product_sizes_without_stock(sizes), stock = 0 WHERE id = 'napkin-2'`);
    await shop.dataSource.query(`ALTER TABLE products ENABLE TRIGGER products_size_ids`);
    const totalsBefore: Array<{ id: string; stock: number }> = await shop.dataSource.query(`SELECT id, stock FROM products ORDER BY id`);

    const runner = shop.dataSource.createQueryRunner();
    try {
      await new StockPerSize1767500000000().up(runner);
    } finally {
      await runner.release();
    }

    expect((await product('napkin-1')).sizes.map((size) => [size.label, size.stock])).toEqual([
      ['L', 5],
      ['XL', 4],
      ['XXL', 4],
    ]);
    expect((await product('napkin-2')).sizes.map((size) => size.stock)).toEqual([0, 0, 0]);
    const after: Array<{ id: string; stock: number; summed: number; lowest: number }> = await shop.dataSource.query(
      `SELECT id, stock, (SELECT sum((s->>'stock')::int) FROM jsonb_array_elements(sizes) s)::int AS summed,
              (SELECT min((s->>'stock')::int) FROM jsonb_array_elements(sizes) s)::int AS lowest
         FROM products ORDER BY id`,
    );
    expect(after.map(({ id, stock }) => ({ id, stock }))).toEqual(totalsBefore);
    for (const row of after) {
      expect(row.summed, row.id).toBe(row.stock);
      expect(row.lowest, row.id).toBeGreaterThanOrEqual(0);
    }
  });

  it('ordering the last 100 ml leaves the 200 ml on sale, and a second 100 ml is refused by size', async () => {
    await setSizeStock(shop, 'hair-oil-2', { '100ml': 1, '200ml': 6 });
    expect(await productStock(shop, 'hair-oil-2')).toBe(7);

    await placeOrder(shop.client(), [{ productId: 'hair-oil-2', size: '100ml', quantity: 1 }]);

    const after = await product('hair-oil-2');
    expect(after.sizes.map((size) => [size.label, size.stock])).toEqual([
      ['100ml', 0],
      ['200ml', 6],
    ]);
    expect(after.stock).toBe(6);
    expect(after.sizes[0].orderLimit).toBe(0);
    expect(after.sizes[1].orderLimit).toBeGreaterThan(0);

    const refused = await createOrder(shop.client(), [{ productId: 'hair-oil-2', size: '100ml', quantity: 1 }]);
    expect(refused.data?.createOrder.errors[0]).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Sorry, Onion & Black Seed Hair Oil (100ml) is out of stock',
    });
    const big = await createOrder(shop.client(), [{ productId: 'hair-oil-2', size: '200ml', quantity: 2 }]);
    expect(big.data?.createOrder.errors).toEqual([]);
    expect(await sizeStock(shop, 'hair-oil-2', '200ml')).toBe(4);
  });

  it('places exactly 5 of 20 concurrent orders for a size with 5 left, and leaves the other size alone', async () => {
    await setSizeStock(shop, 'hair-shampoo-1', { '100ml': 5, '200ml': 40 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createOrder(shop.client(), [{ productId: 'hair-shampoo-1', size: '100ml', quantity: 1 }], {
          shipping: {
            firstName: 'Asha',
            lastName: 'Verma',
            email: `race-${i}@example.in`,
            phone: '+91 98765 43210',
            address: '12 MG Road',
            city: 'Bengaluru',
            state: 'Karnataka',
            postalCode: '560001',
            country: 'India',
          },
        }),
      ),
    );
    const placed = results.filter((result) => result.data?.createOrder.errors.length === 0);
    const refused = results.filter((result) => result.data?.createOrder.errors[0]?.code === 'OUT_OF_STOCK');
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    expect(refused[0].data?.createOrder.errors[0].stock).toEqual([
      expect.objectContaining({ productId: 'hair-shampoo-1', size: '100ml', requested: 1, available: 0 }),
    ]);
    expect(await sizeStock(shop, 'hair-shampoo-1', '100ml')).toBe(0);
    expect(await sizeStock(shop, 'hair-shampoo-1', '200ml')).toBe(40);
    expect(await productStock(shop, 'hair-shampoo-1')).toBe(40);
  });

  it('gives a cancelled order’s units back to the sizes they were bought in', async () => {
    await setSizeStock(shop, 'face-wash-2', { '100ml': 8, '150ml': 9 });
    const { orderId } = await placeOrder(shop.client(), [
      { productId: 'face-wash-2', size: '100ml', quantity: 2 },
      { productId: 'face-wash-2', size: '150ml', quantity: 1 },
    ]);
    expect([await sizeStock(shop, 'face-wash-2', '100ml'), await sizeStock(shop, 'face-wash-2', '150ml')]).toEqual([6, 8]);

    const cancelled = await admin.gql(SET_ORDER_STATUS, { id: orderId, status: 'CANCELLED' });
    expect(cancelled.data?.updateOrderStatus.errors).toEqual([]);
    expect([await sizeStock(shop, 'face-wash-2', '100ml'), await sizeStock(shop, 'face-wash-2', '150ml')]).toEqual([8, 9]);
    expect(await productStock(shop, 'face-wash-2')).toBe(17);
  });

  it('lets the admin set each size’s stock, refuses a negative one, and keeps sizes’ stock on an edit that does not name it', async () => {
    const before = await product('skin-cream-2');
    const input = {
      name: 'Kumkumadi Night Cream',
      category: 'skin',
      subcategory: 'cream',
      price: 399,
      description: 'Rich night cream.',
      benefits: [],
      imageUrl: '/images/products/skin-cream-2/640.webp',
    };
    const saved = await admin.gql(UPDATE_SIZES, {
      id: 'skin-cream-2',
      input: { ...input, sizes: before.sizes.map(({ id, label, price }, i) => ({ id, label, price, stock: i === 0 ? 3 : 12 })) },
    });
    expect(saved.data?.updateProduct.errors).toEqual([]);
    expect(saved.data?.updateProduct.product?.sizes.map((size) => size.stock)).toEqual([3, 12]);
    expect(saved.data?.updateProduct.product?.stock).toBe(15);

    const negative = await admin.gql(UPDATE_SIZES, {
      id: 'skin-cream-2',
      input: { ...input, sizes: before.sizes.map(({ id, label, price }) => ({ id, label, price, stock: -1 })) },
    });
    expect(negative.data?.updateProduct.errors[0]).toMatchObject({
      code: 'VALIDATION',
      message: 'Stock must be a whole number of 0 or more',
    });

    // An older client sends the unchanged total and no size figures: each size keeps its own.
    const renamed = await admin.gql(UPDATE_SIZES, {
      id: 'skin-cream-2',
      input: {
        ...input,
        name: 'Kumkumadi Night Cream, renamed',
        stock: 15,
        sizes: before.sizes.map(({ id, label, price }) => ({ id, label, price })),
      },
    });
    expect(renamed.data?.updateProduct.product?.sizes.map((size) => size.stock)).toEqual([3, 12]);
  });

  it('sends stock.low for the size that fell below the mark, naming the size', async () => {
    const endpoint = await admin.gql(ADD_ENDPOINT, { input: { url: 'http://127.0.0.1:9/hooks', events: ['stock.low'] } });
    expect(endpoint.data?.createWebhookEndpoint.errors).toEqual([]);
    await setSizeStock(shop, 'skin-gel-1', { '100ml': 10, '200ml': 50 });
    await placeOrder(shop.client(), [{ productId: 'skin-gel-1', size: '100ml', quantity: 2 }]);

    const events: Array<{ payload: Record<string, unknown> }> = await shop.dataSource.query(
      `SELECT payload FROM webhook_deliveries WHERE event_type = 'stock.low' AND payload->>'id' = 'skin-gel-1'`,
    );
    expect(events.map((event) => event.payload)).toEqual([
      expect.objectContaining({
        id: 'skin-gel-1',
        stock: 8,
        productStock: 58,
        lowStockBelow: 10,
        size: expect.objectContaining({ label: '100ml', sku: 'SKIN-GEL-1-100ML' }) as unknown,
      }),
    ]);
  });
});
