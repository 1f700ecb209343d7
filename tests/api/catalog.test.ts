import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_NAMES } from '../../common/catalogue.js';
import { seedCatalogue, type SeedProduct } from '../../server/src/db/seed/catalogue.js';
import { startTestShop, type ShopClient, type TestShop } from '../support/test-shop.js';

/** The shopper's catalogue over GraphQL, checked against the seed the shop starts with. */
let shop: TestShop;
let client: ShopClient;

beforeAll(async () => {
  shop = await startTestShop();
  client = shop.client();
});

afterAll(async () => {
  await shop?.close();
});

const PRODUCTS = `
  query Products($filter: ProductFilter, $sort: ProductSort, $offset: Int, $limit: Int) {
    products(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
      totalCount
      items { id name category subcategory price }
    }
  }`;

async function listIds(variables: Record<string, unknown>): Promise<{ ids: string[]; totalCount: number }> {
  const result = await client.gql<{ products: { totalCount: number; items: Array<{ id: string }> } }>(PRODUCTS, { limit: 100, ...variables });
  expect(result.errors).toBeUndefined();
  return { ids: result.data!.products.items.map((item) => item.id), totalCount: result.data!.products.totalCount };
}

const ids = (products: SeedProduct[]) => products.map((product) => product.id);
const byId = (a: SeedProduct, b: SeedProduct) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const haystack = (p: SeedProduct) => `${p.name} ${p.description} ${p.category} ${p.subcategory}`.toLowerCase();

describe('products', () => {
  it('lists the seeded catalogue in the shop’s own order, 24 to a page by default, with the full count', async () => {
    const result = await client.gql(PRODUCTS);
    expect(result.errors).toBeUndefined();
    expect(result.data!.products.totalCount).toBe(seedCatalogue.length);
    expect(result.data!.products.items.map((item: { id: string }) => item.id)).toEqual(ids(seedCatalogue).slice(0, 24));
  });

  it('shows prices in rupees, sizes with their own prices, flags and ISO dates', async () => {
    const result = await client.gql(`{
      product(id: "hair-oil-1") {
        id name price sizes { label price } benefits imageUrl images stock rating reviews
        featured bestSeller new createdAt updatedAt
      }
    }`);
    const seed = seedCatalogue.find((product) => product.id === 'hair-oil-1')!;
    expect(result.data!.product).toMatchObject({
      id: seed.id,
      name: seed.name,
      price: seed.price,
      sizes: seed.sizes.map((size) => ({ label: size.label, price: size.price })),
      benefits: seed.benefits,
      imageUrl: seed.imageUrl,
      images: seed.images,
      stock: seed.stock,
      rating: seed.rating,
      reviews: seed.reviews,
      featured: seed.featured,
      bestSeller: seed.bestSeller,
      new: seed.new,
    });
    expect(result.data!.product.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('answers null for an unknown product', async () => {
    const result = await client.gql(`{ product(id: "no-such-product") { id } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data!.product).toBeNull();
  });

  it('filters by category and by product type', async () => {
    expect(await listIds({ filter: { category: 'hair' } })).toEqual({
      ids: ids(seedCatalogue.filter((p) => p.category === 'hair')),
      totalCount: seedCatalogue.filter((p) => p.category === 'hair').length,
    });
    const faceWash = seedCatalogue.filter((p) => p.category === 'skin' && p.subcategory === 'face wash');
    expect(await listIds({ filter: { category: 'skin', subcategory: 'face wash' } })).toEqual({ ids: ids(faceWash), totalCount: faceWash.length });
    expect(await listIds({ filter: { category: 'nothing-here' } })).toEqual({ ids: [], totalCount: 0 });
  });

  it('keeps base prices within the bounds, both ends included', async () => {
    const expected = seedCatalogue.filter((p) => p.price >= 199 && p.price <= 249);
    expect(expected.some((p) => p.price === 199) && expected.some((p) => p.price === 249)).toBe(true);
    expect(await listIds({ filter: { minPrice: 199, maxPrice: 249 } })).toEqual({ ids: ids(expected), totalCount: expected.length });
    expect((await listIds({ filter: { minPrice: 300, maxPrice: 100 } })).totalCount).toBe(0);
  });

  it('searches name, description, category and product type, ignoring case', async () => {
    const neem = seedCatalogue.filter((p) => haystack(p).includes('neem'));
    expect(neem.length).toBeGreaterThan(0);
    expect(await listIds({ filter: { search: '  NeEm ' } })).toEqual({ ids: ids(neem), totalCount: neem.length });

    const byType = seedCatalogue.filter((p) => haystack(p).includes('face wash'));
    expect((await listIds({ filter: { search: 'Face Wash' } })).ids).toEqual(ids(byType));

    // Wildcards typed by a shopper are literal characters, not patterns.
    const underscore = seedCatalogue.filter((p) => haystack(p).includes('_'));
    expect((await listIds({ filter: { search: '_' } })).totalCount).toBe(underscore.length);
    expect((await listIds({ filter: { search: 'zz%zz' } })).totalCount).toBe(0);
  });

  it('combines filters: featured, best sellers, new arrivals and "others like this"', async () => {
    expect((await listIds({ filter: { featured: true }, limit: 4 })).ids).toEqual(ids(seedCatalogue.filter((p) => p.featured)).slice(0, 4));
    expect((await listIds({ filter: { bestSeller: true } })).ids).toEqual(ids(seedCatalogue.filter((p) => p.bestSeller)));
    expect((await listIds({ filter: { new: true } })).ids).toEqual(ids(seedCatalogue.filter((p) => p.new)));
    const related = await listIds({ filter: { category: 'hair', excludeId: 'hair-oil-1' }, limit: 4 });
    expect(related.ids).toEqual(ids(seedCatalogue.filter((p) => p.category === 'hair' && p.id !== 'hair-oil-1')).slice(0, 4));
  });

  it('sorts by price either way, newest and most popular, with a stable tiebreak', async () => {
    const sorted = (compare: (a: SeedProduct, b: SeedProduct) => number) => ids([...seedCatalogue].sort((a, b) => compare(a, b) || byId(a, b)));
    expect((await listIds({ sort: 'PRICE_LOW_HIGH' })).ids).toEqual(sorted((a, b) => a.price - b.price));
    expect((await listIds({ sort: 'PRICE_HIGH_LOW' })).ids).toEqual(sorted((a, b) => b.price - a.price));
    expect((await listIds({ sort: 'POPULAR' })).ids).toEqual(sorted((a, b) => b.rating - a.rating || b.reviews - a.reviews));
    // New arrivals first; within each group the most recently added first (later in the seed).
    const position = new Map(seedCatalogue.map((p, index) => [p.id, index]));
    expect((await listIds({ sort: 'NEWEST' })).ids).toEqual(
      sorted((a, b) => Number(b.new) - Number(a.new) || position.get(b.id)! - position.get(a.id)!),
    );
  });

  it('pages through a sorted list without losing or repeating a product', async () => {
    const all = (await listIds({ sort: 'PRICE_LOW_HIGH' })).ids;
    const pages: string[] = [];
    for (let offset = 0; offset < all.length; offset += 5) {
      const page = await listIds({ sort: 'PRICE_LOW_HIGH', offset, limit: 5 });
      expect(page.totalCount).toBe(seedCatalogue.length);
      pages.push(...page.ids);
    }
    expect(pages).toEqual(all);
    // Past the end: no items, but still the true count.
    expect(await listIds({ offset: 500, limit: 5 })).toEqual({ ids: [], totalCount: seedCatalogue.length });
  });

  it('clamps huge pages and refuses nonsense paging or prices with a clear message', async () => {
    expect((await listIds({ limit: 100000 })).ids).toHaveLength(seedCatalogue.length);
    for (const variables of [{ limit: 0 }, { offset: -1 }, { filter: { minPrice: 1.234 } }]) {
      const result = await client.gql(PRODUCTS, variables);
      expect(result.status).toBe(200);
      expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0].message).toMatch(/limit|offset|Price/);
    }
  });
});

describe('categories', () => {
  it('lists each category with its display name, sorted product types and product count', async () => {
    const result = await client.gql(`{ categories { id name subcategories productCount } }`);
    expect(result.errors).toBeUndefined();
    const expected = ['hair', 'skin', 'home'].map((id) => {
      const products = seedCatalogue.filter((p) => p.category === id);
      return {
        id,
        name: CATEGORY_NAMES[id],
        subcategories: [...new Set(products.map((p) => p.subcategory))].sort(),
        productCount: products.length,
      };
    });
    expect(result.data!.categories).toEqual(expected);
  });
});

describe('bad requests', () => {
  it('answers a syntax error or an unknown field with a 4xx and the reason, never a 500', async () => {
    const parse = await client.gql(`{ products { items { id }`);
    expect(parse.status).toBe(400);
    expect(parse.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');

    const unknown = await client.gql(`{ products { items { price_paise } } }`);
    expect(unknown.status).toBe(400);
    expect(unknown.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(unknown.errors?.[0].message).toMatch(/price_paise/);

    const badVariable = await client.gql(PRODUCTS, { sort: 'CHEAPEST' });
    expect(badVariable.status).toBe(400);
    expect(badVariable.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(badVariable.errors?.[0].message).toMatch(/^Variable "\$sort" got an invalid value\. .*ProductSort/);

    // What the caller sent is not echoed back.
    const echoed = await client.gql(PRODUCTS, { filter: { search: 42, category: ['at x (/srv/app.ts:1)'] } });
    expect(echoed.status).toBe(400);
    expect(JSON.stringify(echoed.errors)).not.toContain('app.ts');
  });

  it('refuses a cross-site simple request (CSRF prevention) and never shows a stack trace', async () => {
    const response = await fetch(`${shop.url}/graphql?query=${encodeURIComponent('{ categories { id } }')}`);
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toMatch(/\bat .*\.(ts|js):\d+/);
  });
});
