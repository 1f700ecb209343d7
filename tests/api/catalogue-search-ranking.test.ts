import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseSearch } from '@server/catalogue/search/search-query.js';
import { SearchVocabularyStore } from '@server/catalogue/search/search-vocabulary.js';
import { startShopWithClient, type ShopClient, type TestShop } from '../support/test-shop.js';

/**
 * A broad search is read the cheap way when it can be (a walk down the most popular products) and
 * off the index when the walk cannot settle it (server/src/catalogue/search/ranked-search-sql.ts).
 * Whichever way is taken, a shopper must see what ranking every match would show: the products
 * naming the words first, then the rest, each by popularity. Each case below is built so that a
 * different way is taken, and every page is checked against that full ranking.
 */
let shop: TestShop;
let client: ShopClient;

beforeAll(async () => ({ shop, client } = await startShopWithClient()));

afterAll(async () => {
  await shop?.dataSource.query(`DELETE FROM products WHERE id LIKE 'qzr-%'`);
  await shop?.close();
});

const SEARCH = `query RankedSearch($search: String, $offset: Int, $sort: ProductSort) {
  products(filter: { search: $search }, sort: $sort, offset: $offset, limit: 24) {
    totalCount totalCountCapped items { id } } }`;

interface Page {
  totalCount: number;
  totalCountCapped: boolean;
  items: Array<{ id: string }>;
}

async function search(text: string, offset = 0, sort: string | null = null): Promise<Page> {
  const result = await client.gqlText(SEARCH, { search: text, offset, sort });
  expect(result.errors).toBeUndefined();
  return (result.data as { products: Page }).products;
}

/** Every match of one word, ranked in full: named first, then by popularity, the id breaking ties. */
async function fullRanking(word: string, order = 'named DESC, rating DESC, reviews DESC, id ASC'): Promise<string[]> {
  const rows: Array<{ id: string }> = await shop.dataSource.query(
    `SELECT id FROM (SELECT p.*, p.name_document @@ to_tsquery('english', $1) AS named FROM products p
      WHERE p.search_document @@ to_tsquery('english', $1)) AS matches ORDER BY ${order}`,
    [word],
  );
  return rows.map((row) => row.id);
}

/**
 * `count` products with the word in their description; those for which `named(i)` holds have it in
 * their name too. Ratings and reviews spread so that popularity orders them in a known way.
 */
async function addProducts(prefix: string, count: number, word: (i: string) => string, named: (i: string) => string, rating: string) {
  await shop.dataSource.query(`
    INSERT INTO products (id, name, category, subcategory, price_paise, sizes, description, image_url, stock, rating, reviews)
    SELECT 'qzr-${prefix}-' || i, CASE WHEN ${named('i')} THEN 'Herbal ${word('i')} Balm ' || i ELSE 'Herbal Balm ' || i END,
           'skin', 'cream', 10000 + (i * 37 % 500) * 100, '[{"label":"50g","pricePaise":10000}]'::jsonb,
           'A balm with ${word('i')} for dry skin', '/images/products/hair-oil-1/640.webp', 5, ${rating}, i % 97
      FROM generate_series(1, ${count}) AS i`);
}

const ids = (page: Page) => page.items.map((item) => item.id);

describe('a broad search ranks as ranking every match would', () => {
  it('puts the few products naming the word first even when none of them is popular', async () => {
    // 2,400 matches; only four name the word, and they are the least popular of all: the walk down
    // the most popular finds none of them and the index is asked for them.
    await addProducts(
      'rare',
      2400,
      () => 'qzrare',
      (i) => `${i} % 600 = 0`,
      `CASE WHEN i % 600 = 0 THEN 1.0 ELSE 3 + (i * 7 % 20) / 10.0 END`,
    );
    const ranking = await fullRanking('qzrare');
    const first = await search('qzrare');
    expect(first).toMatchObject({ totalCount: 1000, totalCountCapped: true });
    expect(ids(first)).toEqual(ranking.slice(0, 24));
    expect(ids(first).slice(0, 4)).toEqual(['qzr-rare-2400', 'qzr-rare-1800', 'qzr-rare-1200', 'qzr-rare-600']);
    // Past what the walk held (1,001 matches), and the last page.
    for (const offset of [24, 1200, 2376]) expect(ids(await search('qzrare', offset))).toEqual(ranking.slice(offset, offset + 24));
  });

  it('answers a search that names most of its matches from the popular ones alone', async () => {
    await addProducts(
      'named',
      1500,
      () => 'qznamed',
      (i) => `${i} % 3 <> 0`,
      `3 + (i * 13 % 20) / 10.0`,
    );
    const ranking = await fullRanking('qznamed');
    for (const offset of [0, 48, 960]) expect(ids(await search('qznamed', offset))).toEqual(ranking.slice(offset, offset + 24));
  });

  it('counts exactly up to 1,000 matches and says "at least" from 1,001', async () => {
    await addProducts(
      'thousand',
      1001,
      (i) => `' || CASE WHEN ${i} <= 1000 THEN 'qzthousand' ELSE 'qzlast' END || '`,
      () => 'false',
      '4',
    );
    expect(await search('qzthousand')).toMatchObject({ totalCount: 1000, totalCountCapped: false });
    expect(await search('qzthousand qzlast')).toMatchObject({ totalCount: 0, totalCountCapped: false });
    await shop.dataSource.query(`UPDATE products SET description = description || ' qzthousand' WHERE id = 'qzr-thousand-1001'`);
    // Other words for the same products, so no answer kept from before the change can be given.
    expect(await search('qzthousand balm')).toMatchObject({ totalCount: 1000, totalCountCapped: true });
  });

  it('keeps the shopper’s own sort over a broad search, counted the same way', async () => {
    const byPrice = await fullRanking('qzrare', 'price_paise ASC, id ASC');
    const cheapest = await search('qzrare', 0, 'PRICE_LOW_HIGH');
    expect(cheapest).toMatchObject({ totalCount: 1000, totalCountCapped: true });
    expect(ids(cheapest)).toEqual(byPrice.slice(0, 24));
  });
});

describe('a broad search naming a concern ranks as ranking every match would', () => {
  it('puts the names first, then the products made for it, then the descriptions, whichever way each tier is read', async () => {
    // 2,400 matches by description; five name the concern, eight are made for it, and all thirteen
    // are the least popular: the walks find only the seed's, and the index is asked for the rest.
    await shop.dataSource.query(`
      INSERT INTO products (id, name, category, subcategory, price_paise, sizes, description, image_url, stock, rating, reviews, concerns)
      SELECT 'qzr-need-' || i, CASE WHEN i % 480 = 0 THEN 'Qzneed Frizz Balm ' || i ELSE 'Qzneed Balm ' || i END,
             'hair', 'cream', 10000, '[{"label":"50g","pricePaise":10000}]'::jsonb,
             'A balm that tames frizz', '/images/products/hair-oil-1/640.webp', 5,
             CASE WHEN i % 480 = 0 OR i % 300 = 0 THEN 1.0 ELSE 3 + (i * 7 % 20) / 10.0 END, i % 97,
             CASE WHEN i % 300 = 0 THEN '{frizz}'::text[] ELSE '{}'::text[] END
        FROM generate_series(1, 2400) AS i`);
    const { tsquery, namesConcern } = analyseSearch('frizz', await new SearchVocabularyStore(shop.dataSource).current());
    expect(namesConcern).toBe(true);
    const rows: Array<{ id: string }> = await shop.dataSource.query(
      `SELECT id FROM products p WHERE p.search_document @@ to_tsquery('english', $1)
        ORDER BY CASE WHEN p.name_document @@ to_tsquery('english', $1) THEN 1
                      WHEN p.name_concern_document @@ to_tsquery('english', $1) THEN 2 ELSE 3 END,
                 rating DESC, reviews DESC, id ASC`,
      [tsquery],
    );
    const ranking = rows.map((row) => row.id);
    const first = await search('frizz');
    expect(first).toMatchObject({ totalCount: 1000, totalCountCapped: true });
    expect(ids(first)).toEqual(ranking.slice(0, 24));
    expect(ids(first)).toEqual(expect.arrayContaining(['qzr-need-480', 'qzr-need-2400', 'qzr-need-300', 'qzr-need-2100']));
    for (const offset of [24, 1200, ranking.length - 24])
      expect(ids(await search('frizz', offset))).toEqual(ranking.slice(offset, offset + 24));
  });
});
