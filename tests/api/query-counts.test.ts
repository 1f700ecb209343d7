import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_SHIPPING, adminClient, CREATE_ORDER, ORDER_QUERY, placeOrder, toVariantLines } from '../support/checkout-helpers.js';
import { graphql } from '../support/gql/gql.js';
import type { QueryCountsProductsQueryVariables } from '../support/gql/graphql.js';
import { MeDocument } from '@/gql/graphql.js';
import { QueryCounter } from '../support/query-counter.js';
import { startTestShop, type Operation, type ShopClient, type TestShop } from '../support/test-shop.js';

/**
 * SQL statements per GraphQL operation, with the response cache off so every read reaches the
 * database: storefront reads take at most 2, creating an order 3 round trips whatever the size of
 * the cart, and admin lists cost the same whatever the number of orders (no N+1).
 */
let shop: TestShop;
let admin: ShopClient;
const sql = new QueryCounter();

beforeAll(async () => {
  shop = await startTestShop({ CATALOGUE_CACHE: 'off' }, { sqlLogger: sql });
  admin = await adminClient(shop);
});

afterAll(async () => {
  await shop?.close();
});

const PRODUCTS = graphql(`
  query QueryCountsProducts($filter: ProductFilter, $sort: ProductSort, $offset: Int, $limit: Int) {
    products(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
      totalCount
      items {
        ...AllProductFields
      }
    }
  }
`);
const HOME_ROWS = graphql(`
  query QueryCountsHomeRows {
    featured: products(filter: { featured: true }, limit: 4) {
      items {
        id
        featured
        bestSeller
        new
        price
      }
    }
    bestSellers: products(filter: { bestSeller: true }, limit: 4) {
      items {
        id
        featured
        bestSeller
        new
        price
      }
    }
    newArrivals: products(filter: { isNew: true }, limit: 4) {
      items {
        id
        featured
        bestSeller
        new
        price
      }
    }
  }
`);
const LISTING_PAGE = graphql(`
  query QueryCountsListingPage($filter: ProductFilter) {
    products(filter: $filter, limit: 24) {
      totalCount
      items {
        id
      }
    }
    categories {
      id
      subcategories
      productCount
    }
  }
`);
const PRODUCT = graphql(`
  query QueryCountsProduct($id: ID!) {
    product(id: $id) {
      ...AllProductFields
    }
  }
`);
const CATEGORIES = graphql(`
  query QueryCountsCategories {
    categories {
      id
      name
      subcategories
      productCount
    }
  }
`);

async function count<TData, TVariables>(client: ShopClient, document: Operation<TData, TVariables>, variables?: TVariables) {
  const { result, queries } = await sql.measure(() => client.gql(document, variables));
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  if (!result.data) throw new Error('no data in the answer');
  return { data: result.data, queries };
}

describe('storefront reads, ≤ 2 statements each', () => {
  const listings: Array<[string, QueryCountsProductsQueryVariables]> = [
    ['the whole catalogue', {}],
    ['a category', { filter: { category: 'hair' } }],
    ['a product type', { filter: { category: 'skin', subcategory: 'soap' } }],
    ['a price range', { filter: { minPrice: 200, maxPrice: 400 } }],
    ['a search', { filter: { search: 'neem' } }],
    ['featured', { filter: { featured: true } }],
    ['best sellers', { filter: { bestSeller: true } }],
    ['new arrivals', { filter: { isNew: true } }],
    ['related products', { filter: { category: 'hair', excludeId: 'hair-oil-1' }, sort: 'POPULAR', limit: 4 }],
    [
      'every filter at once',
      {
        filter: {
          category: 'hair',
          subcategory: 'oil',
          minPrice: 1,
          maxPrice: 5000,
          search: 'oil',
          featured: false,
          isNew: false,
          bestSeller: false,
          excludeId: 'x',
        },
      },
    ],
    ['price low to high', { sort: 'PRICE_LOW_HIGH' }],
    ['price high to low', { sort: 'PRICE_HIGH_LOW' }],
    ['newest', { sort: 'NEWEST' }],
    ['popular', { sort: 'POPULAR' }],
    ['a second page', { offset: 10, limit: 10 }],
    ['a page past the end', { offset: 1000, limit: 10 }],
    ['a search matching nothing', { filter: { search: 'no-such-herb' } }],
  ];
  it.each(listings)('products: %s', async (_name, variables) => {
    // A process reads the search vocabulary once, at its first search (then one version check per
    // search tells it when the catalogue's words changed): counted here is every search after that.
    if (variables.filter?.search) await shop.client().gql(PRODUCTS, { filter: { search: 'warm' } });
    const { queries } = await count(shop.client(), PRODUCTS, variables);
    // Every product field is asked for, each product's first reviews too: those come in one more
    // statement for the whole page (batched), never one per product.
    const reviewReads = queries.filter((query) => /\bFROM reviews\b/.test(query));
    expect(reviewReads.length, queries.join('\n')).toBeLessThanOrEqual(1);
    expect(queries.length - reviewReads.length, queries.join('\n')).toBeGreaterThanOrEqual(1);
    expect(queries.length - reviewReads.length, queries.join('\n')).toBeLessThanOrEqual(2);
  });

  it('the home page: three rows of products in one statement', async () => {
    const { data, queries } = await count(shop.client(), HOME_ROWS);
    expect(data.featured.items.length).toBeGreaterThan(0);
    expect(data.featured.items.every((item) => item.featured)).toBe(true);
    expect(data.bestSellers.items.every((item) => item.bestSeller)).toBe(true);
    expect(data.newArrivals.items.every((item) => item.new)).toBe(true);
    expect(queries.length, queries.join('\n')).toBe(1);
  });

  it('batched rows stay independent: a refused one does not take the others down', async () => {
    const [bad, good] = await shop.services.catalogue.listProductPages([{ limit: -1 }, { limit: 2 }]);
    expect(bad).toBeInstanceOf(Error);
    expect(good).toMatchObject({ items: [{}, {}] });
    expect((good as { totalCount: number }).totalCount).toBeGreaterThan(2);
  });

  it('the listing page: products and the filter sidebar’s categories', async () => {
    const { queries } = await count(shop.client(), LISTING_PAGE, { filter: { category: 'hair' } });
    expect(queries.length, queries.join('\n')).toBeLessThanOrEqual(2);
  });

  it('product by id', async () => {
    const { data, queries } = await count(shop.client(), PRODUCT, { id: 'hair-oil-1' });
    expect(data.product?.id).toBe('hair-oil-1');
    expect(queries.length, queries.join('\n')).toBeLessThanOrEqual(2);
  });

  it('categories', async () => {
    const { data, queries } = await count(shop.client(), CATEGORIES);
    expect(data.categories.length).toBeGreaterThan(0);
    expect(queries.length, queries.join('\n')).toBeLessThanOrEqual(2);
  });

  it('an order by id with its lines', async () => {
    const { orderId } = await placeOrder(shop.client(), [
      { productId: 'hair-oil-1', size: '100ml', quantity: 1 },
      { productId: 'face-wash-1', size: '100ml', quantity: 2 },
    ]);
    const { data, queries } = await count(shop.client(), ORDER_QUERY, { id: orderId });
    expect(data.order?.lines).toHaveLength(2);
    // The order joined with its lines: one statement, not one for the order and one for the lines.
    expect(queries.length, queries.join('\n')).toBe(1);
  });

  it('me, signed in (the session lookup included)', async () => {
    const { data, queries } = await count(admin, MeDocument);
    expect(data.me?.role).toBe('ADMIN');
    expect(queries.length, queries.join('\n')).toBeLessThanOrEqual(2);
  });
});

describe('writes', () => {
  // Distinct products (and two sizes of one), so any statement per product or per line would
  // show as a count that grows with the cart.
  const CART = [
    { productId: 'hair-oil-1', size: '100ml', quantity: 1 },
    { productId: 'face-wash-1', size: '100ml', quantity: 1 },
    { productId: 'skin-soap-1', size: '100g', quantity: 2 },
    { productId: 'hair-shampoo-1', size: '100ml', quantity: 1 },
    { productId: 'skin-cream-1', size: '50g', quantity: 1 },
    { productId: 'hair-serum-2', size: '30ml', quantity: 1 },
    { productId: 'face-wash-2', size: '150ml', quantity: 1 },
    { productId: 'hair-oil-1', size: '200ml', quantity: 1 },
  ];

  it('creating an order takes the same 3 round trips for 1, 3, 5 and 8 lines: the cart read, placing it, the payment', async () => {
    const counts: number[] = [];
    for (const size of [1, 3, 5, 8]) {
      const client = shop.client();
      const lines = await toVariantLines(client, CART.slice(0, size));
      const { result, queries, roundTrips } = await sql.measure(() =>
        client.gql(CREATE_ORDER, { input: { shipping: VALID_SHIPPING, lines } }),
      );
      expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
      expect(result.data?.createOrder.order?.lines).toHaveLength(size);
      expect(roundTrips, `${size} lines, ${roundTrips} round trips:\n${queries.join('\n')}`).toBeLessThanOrEqual(3);
      counts.push(queries.length);
    }
    expect(new Set(counts).size, `statements for 1, 3, 5, 8 lines: ${counts.join(', ')}`).toBe(1);
  });
});

describe('admin lists cost the same for 3 orders as for 12 (no N+1)', () => {
  const ORDERS = graphql(`
    query QueryCountsOrders($limit: Int) {
      orders(limit: $limit) {
        totalCount
        items {
          id
          orderNumber
          customerName
          total
          status
          lines {
            productId
            name
            quantity
            unitPrice
            lineTotal
          }
          history {
            status
            changedBy
            at
          }
        }
      }
    }
  `);
  const DASHBOARD = graphql(`
    query QueryCountsDashboard {
      dashboard {
        ...DashboardFigureFields
        recentOrders {
          id
          orderNumber
          customerName
          total
          lines {
            name
            quantity
          }
        }
      }
    }
  `);

  async function ordersExisting(): Promise<number> {
    const [row]: Array<{ n: number }> = await shop.dataSource.query('SELECT count(*)::int AS n FROM orders');
    return row.n;
  }

  async function topUpOrdersTo(n: number) {
    while ((await ordersExisting()) < n) {
      await placeOrder(shop.client(), [
        { productId: 'hair-oil-2', size: '100ml', quantity: 1 },
        { productId: 'skin-soap-1', size: '100g', quantity: 1 },
      ]);
    }
  }

  it('orders list with lines and history, and the dashboard', async () => {
    await topUpOrdersTo(3);
    const few = await count(admin, ORDERS, { limit: 20 });
    const fewDashboard = await count(admin, DASHBOARD);
    expect(few.data.orders?.items.length).toBeGreaterThanOrEqual(3);

    await topUpOrdersTo(12);
    const many = await count(admin, ORDERS, { limit: 20 });
    const manyDashboard = await count(admin, DASHBOARD);
    expect(many.data.orders?.items.length).toBeGreaterThanOrEqual(12);
    // Each order's own lines, whatever carts the tests above placed (one to eight lines).
    const stored: Array<{ id: string; n: number }> = await shop.dataSource.query(
      'SELECT order_id AS id, count(*)::int AS n FROM order_lines GROUP BY order_id',
    );
    const linesPerOrder = new Map(stored.map((row) => [row.id, row.n]));
    const items = many.data.orders?.items ?? [];
    expect(items.map((order) => order.lines.length)).toEqual(items.map((order) => linesPerOrder.get(order.id)));

    expect(many.queries.length, many.queries.join('\n')).toBe(few.queries.length);
    expect(manyDashboard.queries.length, manyDashboard.queries.join('\n')).toBe(fewDashboard.queries.length);
    // A fixed handful: session, count, page, lines, history; session, figures, recent orders.
    expect(many.queries.length).toBeLessThanOrEqual(6);
    expect(manyDashboard.queries.length).toBeLessThanOrEqual(5);
  });
});
