import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CONCERNS } from '@common/concerns.js';
import { seedCatalogue } from '@server/db/seed/catalogue.js';
import { eventually } from '../support/eventually.js';
import { graphql } from '../support/gql/gql.js';
import { QueryCounter } from '../support/query-counter.js';
import { startTestShop, type ShopClient, type TestShop } from '../support/test-shop.js';

/**
 * Shopping by need: a shopper types "hair fall" (or hairfall, hair loss, pimple, sun tan) and sees
 * the products made for it first; the listing filters by a concern; the owner tags each product
 * with the concerns it is made for, and a tag outside the shop's list is refused.
 */
let shop: TestShop;
let admin: ShopClient;
const sql = new QueryCounter();

beforeAll(async () => {
  shop = await startTestShop({}, { sqlLogger: sql });
  admin = shop.client();
  await admin.loginAsAdmin();
});

afterAll(async () => {
  await shop?.close();
});

const LISTING = graphql(`
  query CatalogueConcernsListing($filter: ProductFilter, $limit: Int) {
    products(filter: $filter, limit: $limit) {
      totalCount
      didYouMean
      items {
        id
        concerns {
          key
          label
        }
      }
    }
  }
`);

const PRODUCT_FOR_EDIT = graphql(`
  query CatalogueConcernsProductForEdit($id: ID!) {
    product(id: $id) {
      name
      category {
        slug
      }
      subcategory
      priceMoney {
        amount
      }
      sizes {
        id
        label
        priceMoney {
          amount
        }
      }
      description
      benefits
      imageUrl
      concerns {
        key
      }
    }
  }
`);

const UPDATE_PRODUCT = graphql(`
  mutation CatalogueConcernsUpdateProduct($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      product {
        id
        concerns {
          key
          label
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

/** The seed products made for a concern, by id. */
const madeFor = (key: string) =>
  seedCatalogue
    .filter((product) => (product.concerns as readonly string[]).includes(key))
    .map((product) => product.id)
    .sort();

async function listed(filter: Record<string, unknown>, client: ShopClient = shop.client()) {
  const result = await client.gql(LISTING, { filter, limit: 48 });
  expect(result.errors).toBeUndefined();
  return result.data!.products;
}

/** Saves a product as the admin's form does: every field read back and sent, with these concerns. */
async function saveConcerns(id: string, concerns: string[]) {
  const product = (await admin.gql(PRODUCT_FOR_EDIT, { id })).data!.product!;
  return admin.gql(UPDATE_PRODUCT, {
    id,
    input: {
      name: product.name,
      category: product.category.slug,
      subcategory: product.subcategory,
      pricePaise: product.priceMoney.amount,
      sizes: product.sizes.map((size) => ({ id: size.id, label: size.label, pricePaise: size.priceMoney.amount })),
      description: product.description,
      benefits: product.benefits,
      imageUrl: product.imageUrl,
      concerns,
    },
  });
}

describe('searching by a concern', () => {
  it.each([
    ['hair fall', 'hair-fall'],
    ['hairfall', 'hair-fall'],
    ['hair loss', 'hair-fall'],
    ['Hair Fall', 'hair-fall'],
    ['dandruff', 'dandruff'],
    ['pimple', 'acne'],
    ['acne', 'acne'],
    ['sun tan', 'sun-tan'],
    ['dark spot', 'dark-spots'],
    ['grey hair', 'grey-hair'],
    ['dull skin', 'dull-skin'],
  ])('"%s" shows the products made for %s first', async (text, key) => {
    const page = await listed({ search: text });
    const tagged = madeFor(key);
    expect(tagged.length).toBeGreaterThan(0);
    expect(
      page.items
        .slice(0, tagged.length)
        .map((item) => item.id)
        .sort(),
      JSON.stringify(page.items.map((item) => item.id)),
    ).toEqual(tagged);
    expect(page.didYouMean).toBeNull();
  });

  it('narrows a concern by the other words typed: hair fall oils are the oils made for hair fall', async () => {
    const page = await listed({ search: 'hair fall oil' });
    const oils = madeFor('hair-fall').filter((id) => seedCatalogue.find((product) => product.id === id)!.subcategory === 'oil');
    expect(
      page.items
        .slice(0, oils.length)
        .map((item) => item.id)
        .sort(),
    ).toEqual(oils);
    expect(page.items.map((item) => item.id)).not.toContain('hair-serum-1');
  });

  it('ranks the products named for a concern before the ones only made for it', async () => {
    // The anti-dandruff shampoo says it in its name; the scalp oil is made for dandruff too.
    expect((await listed({ search: 'dandruff' })).items.slice(0, 2).map((item) => item.id)).toEqual(['hair-shampoo-3', 'hair-oil-4']);
  });

  it('still ranks a single word by the names: "oil" does not put the face washes for oily skin first', async () => {
    const page = await listed({ search: 'oil' });
    const firstFive = page.items.slice(0, 5).map((item) => seedCatalogue.find((product) => product.id === item.id)!);
    for (const product of firstFive) expect(`${product.name} ${product.subcategory}`.toLowerCase()).toContain('oil');
  });
});

describe('the listing filtered by a concern', () => {
  it('lists exactly the products made for it, with their concerns named', async () => {
    const page = await listed({ concern: 'dandruff' });
    expect(page.items.map((item) => item.id).sort()).toEqual(madeFor('dandruff'));
    expect(page.totalCount).toBe(madeFor('dandruff').length);
    for (const item of page.items) expect(item.concerns).toContainEqual({ key: 'dandruff', label: 'Dandruff' });
  });

  it('combines with a category and a search', async () => {
    expect((await listed({ concern: 'sun-tan', category: 'skin', subcategory: 'soap' })).items.map((item) => item.id)).toEqual([
      'skin-soap-2',
    ]);
    expect((await listed({ concern: 'oily-skin', search: 'soap' })).items.map((item) => item.id).sort()).toEqual([
      'skin-soap-1',
      'skin-soap-3',
    ]);
  });

  it('refuses a concern outside the shop’s list, naming the list', async () => {
    const result = await shop.client().gql(LISTING, { filter: { concern: 'hairfall' }, limit: 4 });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.message).toBe(
      `"hairfall" is not one of the shop's concerns: use one of ${PRODUCT_CONCERNS.map((concern) => concern.key).join(', ')}`,
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('the owner tags products with concerns', () => {
  it('saves them by key or by name, in the shop’s order, and the next read of a kept listing shows them', async () => {
    const client = shop.client();
    const frizz = { concern: 'frizz' };
    // Kept: the second read of the same listing costs the database nothing.
    await listed(frizz, client);
    const again = await sql.measure(() => listed(frizz, client));
    expect(again.queries).toEqual([]);
    expect(again.result.items.map((item) => item.id)).not.toContain('hair-oil-5');

    const saved = await saveConcerns('hair-oil-5', ['Frizz', 'dry-scalp', 'frizz']);
    expect(saved.data!.updateProduct.errors).toEqual([]);
    expect(saved.data!.updateProduct.product!.concerns).toEqual([
      { key: 'dry-scalp', label: 'Dry scalp' },
      { key: 'frizz', label: 'Frizz' },
    ]);
    await eventually(async () => (await listed(frizz, client)).items.some((item) => item.id === 'hair-oil-5'));
    expect((await listed({ search: 'frizzy hair' }, client)).items.map((item) => item.id)).toContain('hair-oil-5');

    // Taken off again: it leaves the concern's listing and its search.
    expect((await saveConcerns('hair-oil-5', ['dry-scalp'])).data!.updateProduct.errors).toEqual([]);
    await eventually(async () => !(await listed(frizz, client)).items.some((item) => item.id === 'hair-oil-5'));
  });

  it('refuses a concern outside the list with a message naming the list, and changes nothing', async () => {
    const before = (await admin.gql(PRODUCT_FOR_EDIT, { id: 'hair-oil-2' })).data!.product!.concerns;
    const refused = await saveConcerns('hair-oil-2', ['hair-fall', 'baldness']);
    expect(refused.data!.updateProduct.product).toBeNull();
    expect(refused.data!.updateProduct.errors).toEqual([
      {
        code: 'VALIDATION',
        message: `"baldness" is not one of the shop's concerns: use one of ${PRODUCT_CONCERNS.map((concern) => concern.key).join(', ')}`,
        field: ['input', 'concerns'],
      },
    ]);
    expect((await admin.gql(PRODUCT_FOR_EDIT, { id: 'hair-oil-2' })).data!.product!.concerns).toEqual(before);
  });

  it('keeps them when an edit leaves them out, and clears them with an empty list', async () => {
    const product = (await admin.gql(PRODUCT_FOR_EDIT, { id: 'face-wash-1' })).data!.product!;
    const { concerns: _kept, category, priceMoney, sizes, ...fields } = product;
    const input = {
      ...fields,
      category: category.slug,
      pricePaise: priceMoney.amount,
      sizes: sizes.map((size) => ({ id: size.id, label: size.label, pricePaise: size.priceMoney.amount })),
    };
    const kept = await admin.gql(UPDATE_PRODUCT, { id: 'face-wash-1', input });
    expect(kept.data!.updateProduct.product!.concerns.map((concern) => concern.key)).toEqual(['acne', 'oily-skin']);
    const cleared = await admin.gql(UPDATE_PRODUCT, { id: 'face-wash-1', input: { ...input, concerns: [] } });
    expect(cleared.data!.updateProduct.product!.concerns).toEqual([]);
    await eventually(async () => (await listed({ concern: 'acne' })).items.map((item) => item.id).join() === 'skin-soap-1');
  });

  it('are the owner’s: a shopper cannot tag a product', async () => {
    const result = await shop.client().gql(UPDATE_PRODUCT, {
      id: 'hair-oil-1',
      input: {
        name: 'x',
        category: 'hair',
        subcategory: 'oil',
        sizes: [],
        description: 'x',
        benefits: [],
        imageUrl: 'x',
        concerns: ['frizz'],
      },
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('concerns in the product spreadsheet', () => {
  const CSV_PATH = '/api/admin/products.csv';

  async function exported(): Promise<{ header: string[]; rows: string[][] }> {
    const response = await admin.fetch(CSV_PATH);
    expect(response.status).toBe(200);
    const [, ...rest] = (await response.text()).split('\r\n');
    const sheet: string[][] = parse(rest.join('\r\n'), { relax_column_count: true });
    const [header, ...rows] = sheet;
    return { header, rows };
  }

  const write = (sheet: string[][]) =>
    sheet.map((row) => row.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',')).join('\r\n') +
    '\r\n';

  async function imported(sheet: string[][]) {
    const response = await admin.fetch(CSV_PATH, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', 'apollo-require-preflight': 'true' },
      body: write(sheet),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { updated: string[]; refused: Array<{ row: number; column: string | null; message: string }> };
  }

  it('exports each product’s concerns by name, and an import by name or key changes them', async () => {
    const { header, rows } = await exported();
    const column = header.indexOf('concerns');
    const idColumn = header.indexOf('product_id');
    const first = (id: string) => rows.findIndex((row) => row[idColumn] === id);
    expect(rows[first('hair-oil-1')][column]).toBe('Hair fall\nGrey hair');

    const skinSerum = rows.filter((row) => row[idColumn] === 'skin-serum-2');
    skinSerum[0][column] = 'sun-tan\nPIMPLES & ACNE';
    const report = await imported([header, ...skinSerum]);
    expect(report).toMatchObject({ updated: ['skin-serum-2'], refused: [] });
    const page = await listed({ concern: 'acne' });
    expect(page.items.find((item) => item.id === 'skin-serum-2')?.concerns).toEqual([
      { key: 'acne', label: 'Pimples & acne' },
      { key: 'sun-tan', label: 'Sun tan' },
    ]);
  });

  it('refuses a row naming a concern the shop does not have, and a file without the column keeps them', async () => {
    const { header, rows } = await exported();
    const [column, idColumn] = [header.indexOf('concerns'), header.indexOf('product_id')];
    const oil = rows.filter((row) => row[idColumn] === 'hair-oil-2');
    oil[0][column] = 'Hair fall\nBaldness';
    const report = await imported([header, ...oil]);
    expect(report.updated).toEqual([]);
    expect(report.refused.map(({ row, column }) => ({ row, column }))).toEqual([{ row: 2, column: 'concerns' }]);
    expect(report.refused[0].message).toContain('"Baldness" is not one of the shop\'s concerns');

    // An older file, exported before the column existed.
    const without = [header, ...rows.filter((row) => row[idColumn] === 'hair-oil-2')].map((row) =>
      row.filter((_, index) => index !== column),
    );
    expect(await imported(without)).toMatchObject({ updated: ['hair-oil-2'], refused: [] });
    expect((await admin.gql(PRODUCT_FOR_EDIT, { id: 'hair-oil-2' })).data!.product!.concerns).toEqual([{ key: 'hair-fall' }]);
  });
});
