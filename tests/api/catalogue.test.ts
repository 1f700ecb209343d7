import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_NAMES } from '@common/catalogue.js';
import { formatRupees } from '@common/money.js';
import { seedCatalogue, type SeedProduct } from '@server/db/seed/catalogue.js';
import { ProductListingDocument, type ProductListingQueryVariables } from '@/gql/graphql.js';
import { graphql } from '../support/gql/gql.js';
import { operationText, startShopWithClient, type ShopClient, type TestShop } from '../support/test-shop.js';

/** The shopper's catalogue over GraphQL, checked against the seed the shop starts with. */
let shop: TestShop;
let client: ShopClient;

beforeAll(async () => ({ shop, client } = await startShopWithClient()));

afterAll(async () => {
  await shop?.close();
});

const HAIR_OIL = graphql(`
  query CatalogueHairOil {
    product(id: "hair-oil-1") {
      ...AllProductFields
    }
  }
`);
const UNKNOWN_PRODUCT = graphql(`
  query CatalogueUnknownProduct {
    product(id: "no-such-product") {
      id
    }
  }
`);
const CATEGORIES = graphql(`
  query CatalogueCategories {
    categories {
      id
      name
      subcategories
      productCount
    }
  }
`);

/** A page of the listing as the storefront's /products page asks for it (ProductListing). */
async function listIds(variables: ProductListingQueryVariables): Promise<{ ids: string[]; totalCount: number }> {
  const result = await client.gql(ProductListingDocument, { limit: 100, ...variables });
  expect(result.errors).toBeUndefined();
  return { ids: result.data!.listing.items.map((item) => item.id), totalCount: result.data!.listing.totalCount };
}

const ids = (products: SeedProduct[]) => products.map((product) => product.id);
const byId = (a: SeedProduct, b: SeedProduct) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const haystack = (p: SeedProduct) => `${p.name} ${p.description} ${p.category} ${p.subcategory}`.toLowerCase();

describe('products', () => {
  it('lists the seeded catalogue in the shop’s own order, 24 to a page by default, with the full count', async () => {
    const result = await client.gql(ProductListingDocument);
    expect(result.errors).toBeUndefined();
    expect(result.data!.listing.totalCount).toBe(seedCatalogue.length);
    expect(result.data!.listing.items.map((item) => item.id)).toEqual(ids(seedCatalogue).slice(0, 24));
  });

  it('shows prices as Money (paise, INR, ₹ text) beside the rupee Floats, sizes as variants with ids, its category, flags and ISO dates', async () => {
    const result = await client.gql(HAIR_OIL);
    const seed = seedCatalogue.find((product) => product.id === 'hair-oil-1')!;
    expect(result.data!.product).toMatchObject({
      id: seed.id,
      name: seed.name,
      category: { id: seed.category, slug: seed.category },
      price: seed.price,
      priceMoney: { amount: Math.round(seed.price * 100), currency: 'INR', formatted: formatRupees(seed.price) },
      sizes: seed.sizes.map((size) => ({
        label: size.label,
        price: size.price,
        priceMoney: { amount: Math.round(size.price * 100), currency: 'INR', formatted: formatRupees(size.price) },
        sku: `HAIR-OIL-1-${size.label.toUpperCase()}`,
      })),
      benefits: seed.benefits,
      imageUrl: seed.imageUrl,
      images: seed.images,
      stock: seed.stock,
      // The demo's sample reviews are shown, labelled, but never counted: no buyer has reviewed it yet.
      rating: 0,
      reviews: 0,
      featured: seed.featured,
      bestSeller: seed.bestSeller,
      isNew: seed.new,
    });
    expect(result.data!.product!.sizes.every((size) => /^[0-9a-f-]{36}$/.test(size.id))).toBe(true);
    expect(result.data!.product?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('answers null for an unknown product', async () => {
    const result = await client.gql(UNKNOWN_PRODUCT);
    expect(result.errors).toBeUndefined();
    expect(result.data!.product).toBeNull();
  });

  it('filters by category and by product type', async () => {
    expect(await listIds({ filter: { category: 'hair' } })).toEqual({
      ids: ids(seedCatalogue.filter((p) => p.category === 'hair')),
      totalCount: seedCatalogue.filter((p) => p.category === 'hair').length,
    });
    const faceWash = seedCatalogue.filter((p) => p.category === 'skin' && p.subcategory === 'face wash');
    expect(await listIds({ filter: { category: 'skin', subcategory: 'face wash' } })).toEqual({
      ids: ids(faceWash),
      totalCount: faceWash.length,
    });
    expect(await listIds({ filter: { category: 'nothing-here' } })).toEqual({ ids: [], totalCount: 0 });
  });

  it('keeps base prices within the bounds, both ends included', async () => {
    const expected = seedCatalogue.filter((p) => p.price >= 199 && p.price <= 249);
    expect(expected.some((p) => p.price === 199) && expected.some((p) => p.price === 249)).toBe(true);
    expect(await listIds({ filter: { minPrice: 199, maxPrice: 249 } })).toEqual({ ids: ids(expected), totalCount: expected.length });
    expect((await listIds({ filter: { minPrice: 300, maxPrice: 100 } })).totalCount).toBe(0);
  });

  it('searches name, description, category and product type, ignoring case', async () => {
    // Every product with the word, best matches first (tests/api/catalogue-search.test.ts ranks them).
    const neem = seedCatalogue.filter((p) => /\bneem\b/.test(haystack(p)));
    expect(neem.length).toBeGreaterThan(0);
    const found = await listIds({ filter: { search: '  NeEm ' } });
    expect({ ids: [...found.ids].sort(), totalCount: found.totalCount }).toEqual({ ids: ids(neem).sort(), totalCount: neem.length });

    const byType = seedCatalogue.filter((p) => haystack(p).includes('face wash'));
    expect((await listIds({ filter: { search: 'Face Wash' } })).ids.slice(0, byType.length).sort()).toEqual(ids(byType).sort());

    // Wildcards and query operators typed by a shopper are not patterns: they find nothing.
    expect((await listIds({ filter: { search: '_' } })).totalCount).toBe(0);
    expect((await listIds({ filter: { search: 'zz%zz' } })).totalCount).toBe(0);
    expect((await listIds({ filter: { search: "neem & !'tulsi' :*" } })).ids).toContain('face-wash-1');
  });

  it('combines filters: featured, best sellers, new arrivals and "others like this"', async () => {
    expect((await listIds({ filter: { featured: true }, limit: 4 })).ids).toEqual(ids(seedCatalogue.filter((p) => p.featured)).slice(0, 4));
    expect((await listIds({ filter: { bestSeller: true } })).ids).toEqual(ids(seedCatalogue.filter((p) => p.bestSeller)));
    expect((await listIds({ filter: { isNew: true } })).ids).toEqual(ids(seedCatalogue.filter((p) => p.new)));
    const related = await listIds({ filter: { category: 'hair', excludeId: 'hair-oil-1' }, limit: 4 });
    expect(related.ids).toEqual(ids(seedCatalogue.filter((p) => p.category === 'hair' && p.id !== 'hair-oil-1')).slice(0, 4));
  });

  it('sorts by price either way, newest and most popular, with a stable tiebreak', async () => {
    const sorted = (compare: (a: SeedProduct, b: SeedProduct) => number) =>
      ids([...seedCatalogue].sort((a, b) => compare(a, b) || byId(a, b)));
    expect((await listIds({ sort: 'PRICE_LOW_HIGH' })).ids).toEqual(sorted((a, b) => a.price - b.price));
    expect((await listIds({ sort: 'PRICE_HIGH_LOW' })).ids).toEqual(sorted((a, b) => b.price - a.price));
    // Popularity is buyers' ratings; the seed's sample reviews count for none, so the tiebreak decides.
    expect((await listIds({ sort: 'POPULAR' })).ids).toEqual(sorted(() => 0));
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
      const result = await client.gql(ProductListingDocument, variables);
      expect(result.status).toBe(200);
      expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0].message).toMatch(/limit|offset|Price/);
    }
  });
});

describe('categories', () => {
  it('lists each category with its display name, sorted product types and product count', async () => {
    const result = await client.gql(CATEGORIES);
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

describe('a search matching more than a shopper can page through', () => {
  const SEARCH = graphql(`
    query CatalogueCappedSearch($search: String, $offset: Int) {
      products(filter: { search: $search }, offset: $offset, limit: 24) {
        totalCount
        totalCountCapped
        pageInfo {
          hasNextPage
        }
        items {
          id
        }
      }
    }
  `);
  const EVERYTHING = graphql(`
    query CatalogueCountEverything {
      products(limit: 1) {
        totalCount
        totalCountCapped
      }
    }
  `);

  it('counts up to 1,000 matches and says it stopped there; a narrower search is counted exactly', async () => {
    // 1,030 products named "Qzcap …", written straight to the table, then removed again.
    await shop.dataSource.query(`
      INSERT INTO products (id, name, category, subcategory, price_paise, sizes, description, image_url, stock)
      SELECT 'qzcap-' || i, 'Qzcap Oil ' || i, 'hair', 'oil', 10000, '[{"label":"100ml","pricePaise":10000}]'::jsonb,
             'A test oil', '/images/products/hair-oil-1/640.webp', 5
        FROM generate_series(1, 1030) AS i`);
    try {
      const broad = (await client.gql(SEARCH, { search: 'qzcap' })).data!.products;
      expect(broad).toMatchObject({ totalCount: 1000, totalCountCapped: true, pageInfo: { hasNextPage: true } });
      expect(broad.items).toHaveLength(24);
      // Pages past the count still answer: the count is a floor, not the end of the list.
      const late = (await client.gql(SEARCH, { search: 'qzcap', offset: 1020 })).data!.products;
      expect(late).toMatchObject({ totalCount: 1000, totalCountCapped: true, pageInfo: { hasNextPage: false } });
      expect(late.items).toHaveLength(10);

      const narrow = (await client.gql(SEARCH, { search: 'qzcap oil 103' })).data!.products;
      expect(narrow).toMatchObject({ totalCount: 2, totalCountCapped: false });
      expect(narrow.items.map((item) => item.id).sort()).toEqual(['qzcap-103', 'qzcap-1030']);
      const everything = (await client.gql(EVERYTHING)).data!.products;
      expect(everything).toEqual({ totalCount: seedCatalogue.length + 1030, totalCountCapped: false });
    } finally {
      await shop.dataSource.query(`DELETE FROM products WHERE id LIKE 'qzcap-%'`);
    }
  });
});

describe('bad requests', () => {
  it('answers a syntax error or an unknown field with a 4xx and the reason, never a 500', async () => {
    const parse = await client.gqlText(`{ products { items { id }`);
    expect(parse.status).toBe(400);
    expect(parse.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');

    const unknown = await client.gqlText(`{ products { items { price_paise } } }`);
    expect(unknown.status).toBe(400);
    expect(unknown.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(unknown.errors?.[0].message).toMatch(/price_paise/);

    const badVariable = await client.gqlText(operationText(ProductListingDocument), { sort: 'CHEAPEST' });
    expect(badVariable.status).toBe(400);
    expect(badVariable.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(badVariable.errors?.[0].message).toMatch(/^Variable "\$sort" got an invalid value\. .*ProductSort/);

    // What the caller sent is not echoed back.
    const echoed = await client.gqlText(operationText(ProductListingDocument), {
      filter: { search: 42, category: ['at x (/srv/app.ts:1)'] },
    });
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
