import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, placeOrder } from '../support/checkout-helpers.js';
import { startTestShop, type ShopClient, type TestShop } from '../support/test-shop.js';

/**
 * Listing totals and the category list come from counters the database keeps (see the
 * catalogue-listing-counts migration). Whatever changes the catalogue, they must equal a plain
 * count of the products; and a checkout's stock update must never touch them.
 */
let shop: TestShop;
let admin: ShopClient;

beforeAll(async () => {
  shop = await startTestShop({ CATALOG_CACHE: 'off' });
  admin = await adminClient(shop);
});

afterAll(async () => {
  await shop?.close();
});

const FILTERS: Array<Record<string, unknown>> = [
  {},
  { category: 'hair' },
  { category: 'skin', subcategory: 'soap' },
  { category: 'face' },
  { featured: true },
  { bestSeller: true },
  { new: true },
  { new: false, category: 'skin' },
  { category: 'hair', featured: true, bestSeller: false },
];

async function expectTotalsMatchTheProducts() {
  for (const filter of FILTERS) {
    const result = await shop.client().gql(`query($filter: ProductFilter) { products(filter: $filter, limit: 1) { totalCount } }`, { filter });
    const conditions = Object.entries(filter).map(([key, value]) =>
      key === 'category' || key === 'subcategory' ? `${key} = '${value}'` : `${({ featured: 'featured', bestSeller: 'best_seller', new: 'is_new' } as Record<string, string>)[key]} = ${value}`,
    );
    const [{ n }] = await shop.dataSource.query(`SELECT count(*)::int AS n FROM products WHERE ${conditions.join(' AND ') || 'true'}`);
    expect(result.data!.products.totalCount, JSON.stringify(filter)).toBe(n);
  }
  const categories = (await shop.client().gql(`{ categories { id subcategories productCount } }`)).data!.categories;
  const truth: Array<{ category: string; subcategories: string[]; n: number }> = await shop.dataSource.query(
    `SELECT category, array_agg(DISTINCT subcategory ORDER BY subcategory) AS subcategories, count(*)::int AS n FROM products GROUP BY category`,
  );
  expect(categories.map((c: { id: string; subcategories: string[]; productCount: number }) => [c.id, c.subcategories, c.productCount]).sort()).toEqual(
    truth.map((row) => [row.category, row.subcategories, row.n]).sort(),
  );
}

const PRODUCT = {
  name: 'Tulsi Face Mist',
  category: 'face',
  subcategory: 'mist',
  price: 199,
  sizes: [{ label: '100ml', price: 199 }],
  description: 'A cooling tulsi mist.',
  benefits: ['Refreshes'],
  imageUrl: '/images/products/face-wash-1.svg',
  stock: 5,
  featured: true,
};

describe('listing totals and categories', () => {
  it('match the products as seeded', async () => {
    await expectTotalsMatchTheProducts();
  });

  it('follow an admin creating, re-filing and deleting a product', async () => {
    const created = await admin.gql(`mutation($input: ProductInput!) { createProduct(input: $input) { id } }`, { input: { ...PRODUCT, id: 'tulsi-mist-1' } });
    expect(created.errors).toBeUndefined();
    await expectTotalsMatchTheProducts();

    const moved = await admin.gql(`mutation($input: ProductInput!) { updateProduct(id: "tulsi-mist-1", input: $input) { id } }`, {
      input: { ...PRODUCT, category: 'skin', subcategory: 'soap', featured: false, bestSeller: true },
    });
    expect(moved.errors).toBeUndefined();
    await expectTotalsMatchTheProducts();

    expect((await admin.gql(`mutation { deleteProduct(id: "tulsi-mist-1") }`)).errors).toBeUndefined();
    await expectTotalsMatchTheProducts();
  });

  it('follow SQL written straight to the table, many rows at a time', async () => {
    await shop.dataSource.query(
      `INSERT INTO products (id, name, category, subcategory, price_paise, sizes, description, image_url, stock, featured)
       SELECT 'bulk-' || i, 'Bulk ' || i, CASE WHEN i % 2 = 0 THEN 'hair' ELSE 'body' END, 'oil', 10000, '[]', 'bulk', '/x.svg', 1, i % 3 = 0
         FROM generate_series(1, 30) AS i`,
    );
    await expectTotalsMatchTheProducts();
    await shop.dataSource.query(`UPDATE products SET category = 'skin', is_new = NOT is_new WHERE id LIKE 'bulk-%' AND featured`);
    await expectTotalsMatchTheProducts();
    await shop.dataSource.query(`DELETE FROM products WHERE id LIKE 'bulk-%'`);
    await expectTotalsMatchTheProducts();
  });

  it('are never written by a checkout: stock changes leave the counters alone', async () => {
    const versions = async () => shop.dataSource.query(`SELECT xmin::text AS version FROM product_listing_counts ORDER BY 1`);
    const before = await versions();
    await placeOrder(shop.client(), [{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }]);
    await shop.dataSource.query(`UPDATE products SET stock = stock + 1, price_paise = price_paise + 1 WHERE id = 'hair-oil-2'`);
    expect(await versions()).toEqual(before);
  });
});
