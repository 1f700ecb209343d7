import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, placeOrder } from '../support/checkout-helpers.js';
import { graphql } from '../support/gql/gql.js';
import type { ProductFilter, ProductInput } from '../support/gql/graphql.js';
import { UPDATE_PRODUCT } from '../support/product-helpers.js';
import { startTestShop, type ShopClient, type TestShop } from '../support/test-shop.js';
import { withDeclarations } from '../support/product-helpers.js';

/**
 * Listing totals and the category list come from counters the database keeps (see the
 * catalogue-listing-counts migration). Whatever changes the catalogue, they must equal a plain
 * count of the products; and a checkout's stock update must never touch them.
 */
let shop: TestShop;
let admin: ShopClient;

beforeAll(async () => {
  shop = await startTestShop({ CATALOGUE_CACHE: 'off' });
  admin = await adminClient(shop);
});

afterAll(async () => {
  await shop?.close();
});

const TOTAL = graphql(`
  query CatalogueCountsTotal($filter: ProductFilter) {
    products(filter: $filter, limit: 1) {
      totalCount
    }
  }
`);
const CATEGORIES = graphql(`
  query CatalogueCountsCategories {
    categories {
      id
      subcategories
      productCount
    }
  }
`);
const CREATE = graphql(`
  mutation CatalogueCountsCreate($input: ProductInput!) {
    createProduct(input: $input) {
      product {
        id
      }
      errors {
        code
        message
      }
    }
  }
`);
const DELETE = graphql(`
  mutation CatalogueCountsDelete {
    deleteProduct(id: "tulsi-mist-1") {
      deletedId
      errors {
        code
        message
      }
    }
  }
`);

/** Columns of the flags a filter may set. */
const FLAG_COLUMNS = { featured: 'featured', bestSeller: 'best_seller', isNew: 'is_new' } as const;

const FILTERS: ProductFilter[] = [
  {},
  { category: 'hair' },
  { category: 'skin', subcategory: 'soap' },
  { category: 'face' },
  { featured: true },
  { bestSeller: true },
  { isNew: true },
  { isNew: false, category: 'skin' },
  { category: 'hair', featured: true, bestSeller: false },
];

async function expectTotalsMatchTheProducts() {
  for (const filter of FILTERS) {
    const result = await shop.client().gql(TOTAL, { filter });
    const conditions: string[] = [];
    const params: unknown[] = [];
    for (const [key, value] of Object.entries(filter)) {
      params.push(value);
      const column = key === 'category' || key === 'subcategory' ? key : FLAG_COLUMNS[key as keyof typeof FLAG_COLUMNS];
      conditions.push(`${column} = $${params.length}`);
    }
    const [{ n }]: Array<{ n: number }> = await shop.dataSource.query(
      `SELECT count(*)::int AS n FROM products WHERE ${conditions.join(' AND ') || 'true'}`,
      params,
    );
    expect(result.data!.products.totalCount, JSON.stringify(filter)).toBe(n);
  }
  const categories = (await shop.client().gql(CATEGORIES)).data!.categories;
  const truth: Array<{ category: string; subcategories: string[]; n: number }> = await shop.dataSource.query(
    `SELECT category, array_agg(DISTINCT subcategory ORDER BY subcategory) AS subcategories, count(*)::int AS n FROM products GROUP BY category`,
  );
  expect(categories.map((c) => [c.id, c.subcategories, c.productCount]).sort()).toEqual(
    truth.map((row) => [row.category, row.subcategories, row.n]).sort(),
  );
}

const PRODUCT: Omit<ProductInput, 'id'> = withDeclarations({
  name: 'Tulsi Face Mist',
  category: 'face',
  subcategory: 'mist',
  price: 199,
  sizes: [{ label: '100ml', price: 199 }],
  description: 'A cooling tulsi mist.',
  benefits: ['Refreshes'],
  imageUrl: '/images/products/face-wash-1/640.webp',
  stock: 5,
  featured: true,
});

describe('listing totals and categories', () => {
  it('match the products as seeded', async () => {
    await expectTotalsMatchTheProducts();
  });

  it('follow an admin creating, re-filing and deleting a product', async () => {
    const created = await admin.gql(CREATE, { input: { ...PRODUCT, id: 'tulsi-mist-1' } });
    expect(created.data?.createProduct.errors).toEqual([]);
    await expectTotalsMatchTheProducts();

    const moved = await admin.gql(UPDATE_PRODUCT, {
      id: 'tulsi-mist-1',
      input: { ...PRODUCT, category: 'skin', subcategory: 'soap', featured: false, bestSeller: true },
    });
    expect(moved.data?.updateProduct.errors).toEqual([]);
    await expectTotalsMatchTheProducts();

    expect((await admin.gql(DELETE)).data?.deleteProduct).toEqual({ deletedId: 'tulsi-mist-1', errors: [] });
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
    const versions = async (): Promise<Array<{ version: string }>> =>
      shop.dataSource.query(`SELECT xmin::text AS version FROM product_listing_counts ORDER BY 1`);
    const before = await versions();
    await placeOrder(shop.client(), [{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }]);
    await shop.dataSource.query(`UPDATE products SET stock = stock + 1, price_paise = price_paise + 1 WHERE id = 'hair-oil-2'`);
    expect(await versions()).toEqual(before);
  });
});
