import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@server/accounts/auth.service.js';
import { UserEntity } from '@server/accounts/user.entity.js';
import { ProductEntity } from '@server/catalogue/product.entity.js';
import { startTestShop, type ShopClient, type TestShop } from '../support/test-shop.js';

/**
 * The owner edits the catalogue in a spreadsheet: exports every product (one row per size),
 * changes prices and stock, adds a product, imports the file back, and reads which rows were
 * refused and why. A refused product changes nothing; the others still go in.
 */
const CSV_PATH = '/api/admin/products.csv';
const CSRF = { 'apollo-require-preflight': 'true' };

let shop: TestShop;
let admin: ShopClient;

beforeAll(async () => {
  shop = await startTestShop();
  admin = shop.client();
  await admin.loginAsAdmin();
});

afterAll(async () => {
  await shop?.close();
});

interface ImportReport {
  created: string[];
  updated: string[];
  refused: Array<{ row: number; productId: string | null; column: string | null; message: string }>;
}

/** The file as a spreadsheet opens it: the `sep=,` hint line, then the header and the rows. */
function readSheet(csv: string): { header: string[]; rows: string[][] } {
  const [sepLine, ...rest] = csv.split('\r\n');
  expect(sepLine).toBe('sep=,');
  const sheet: string[][] = parse(rest.join('\r\n'), { relax_column_count: true });
  const [header, ...rows] = sheet;
  return { header, rows };
}

/** What a spreadsheet saves: RFC 4180 quoting, CRLF lines, no separator hint. */
function writeSheet(header: string[], rows: string[][]): string {
  const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

async function exportCsv(client: ShopClient = admin): Promise<string> {
  const response = await client.fetch(CSV_PATH);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
  return response.text();
}

async function importCsv(
  csv: string,
  client: ShopClient = admin,
  headers: Record<string, string> = { 'content-type': 'text/csv', ...CSRF },
) {
  return client.fetch(CSV_PATH, { method: 'POST', headers, body: csv });
}

async function importOk(csv: string): Promise<ImportReport> {
  const response = await importCsv(csv);
  expect(response.status).toBe(200);
  return (await response.json()) as ImportReport;
}

/** The products as stored, without the timestamps an update moves. */
async function storedCatalogue() {
  const products = await shop.dataSource.getRepository(ProductEntity).find({ order: { id: 'ASC' } });
  return products.map(({ createdAt: _created, updatedAt: _updated, ...product }) => product);
}

describe('product CSV export', () => {
  it('writes every size of every product on its own row, the product details on its first row', async () => {
    const { header, rows } = readSheet(await exportCsv());
    expect(header.slice(0, 3)).toEqual(['product_id', 'name', 'category']);
    expect(header).toEqual(
      expect.arrayContaining(['size_id', 'size_label', 'price', 'mrp', 'stock', 'hsn_code', 'gst_rate_percent', 'maker_name']),
    );
    const products = await shop.dataSource.getRepository(ProductEntity).find();
    expect(rows).toHaveLength(products.reduce((sizes, product) => sizes + product.sizes.length, 0));

    const column = (name: string) => header.indexOf(name);
    const withSizes = products.find((product) => product.sizes.length > 1)!;
    const its = rows.filter((row) => row[column('product_id')] === withSizes.id);
    expect(its).toHaveLength(withSizes.sizes.length);
    expect(its[0][column('name')]).toBe(withSizes.name);
    expect(its[1][column('name')]).toBe('');
    expect(its.map((row) => row[column('size_label')])).toEqual(withSizes.sizes.map((size) => size.label));
    // Rupees with paise, as a spreadsheet sums them; stock per size.
    expect(its[0][column('price')]).toBe((withSizes.sizes[0].pricePaise / 100).toFixed(2));
    expect(Number(its[1][column('stock')])).toBe(withSizes.sizes[1].stock);
  });
});

describe('product CSV import', () => {
  it('reads its own export back without changing a thing', async () => {
    const before = await storedCatalogue();
    const report = await importOk(await exportCsv());
    expect(report.refused).toEqual([]);
    expect(report.created).toEqual([]);
    expect(report.updated.toSorted()).toEqual(before.map((product) => product.id).toSorted());
    expect(await storedCatalogue()).toEqual(before);
  });

  it('updates prices and stock in place and creates a new product from two rows', async () => {
    const { header, rows } = readSheet(await exportCsv());
    const column = (name: string) => header.indexOf(name);
    const target = rows.findIndex((row, index) => index > 0 && rows[index - 1][column('product_id')] === row[column('product_id')]);
    const productId = rows[target][column('product_id')];
    const sizeId = rows[target][column('size_id')];
    const mrp = Number(rows[target][column('mrp')]);
    rows[target][column('price')] = (mrp - 1).toFixed(2);
    rows[target][column('stock')] = '42';

    // A new product: its details and first size on one row, its second size on the next.
    const first = rows.find((row) => row[column('name')] !== '')!;
    const fresh = [...first];
    fresh[column('product_id')] = '';
    fresh[column('name')] = 'Onion Hair Oil, cold-pressed';
    fresh[column('description')] = 'Onion and curry leaf, -20% breakage in a month';
    fresh[column('size_id')] = '';
    fresh[column('size_label')] = '100ml';
    fresh[column('price')] = '249';
    fresh[column('mrp')] = '299.00';
    fresh[column('stock')] = '12';
    const second = header.map(() => '');
    Object.assign(second, {
      [column('size_label')]: '200ml',
      [column('price')]: '449.50',
      [column('mrp')]: '499',
      [column('stock')]: '5',
      [column('net_quantity')]: '200',
      [column('net_quantity_unit')]: 'ml',
    });
    fresh[column('net_quantity')] = '100';
    fresh[column('net_quantity_unit')] = 'ML';

    const report = await importOk(writeSheet(header, [...rows, fresh, second]));
    expect(report.refused).toEqual([]);
    expect(report.created).toEqual(['onion-hair-oil-cold-pressed']);

    const updated = await shop.dataSource.getRepository(ProductEntity).findOneByOrFail({ id: productId });
    const size = updated.sizes.find((candidate) => candidate.id === sizeId)!;
    expect(size.pricePaise).toBe((mrp - 1) * 100);
    expect(size.stock).toBe(42);

    const created = await shop.dataSource.getRepository(ProductEntity).findOneByOrFail({ id: 'onion-hair-oil-cold-pressed' });
    expect(created.description).toBe('Onion and curry leaf, -20% breakage in a month');
    expect(
      created.sizes.map(({ label, pricePaise, mrpPaise, stock, netQuantity }) => ({ label, pricePaise, mrpPaise, stock, netQuantity })),
    ).toEqual([
      { label: '100ml', pricePaise: 24900, mrpPaise: 29900, stock: 12, netQuantity: { amount: 100, unit: 'ML' } },
      { label: '200ml', pricePaise: 44950, mrpPaise: 49900, stock: 5, netQuantity: { amount: 200, unit: 'ML' } },
    ]);
    expect(created.stock).toBe(17);

    // The export writes the guarded description with an apostrophe for spreadsheets; the import reads it back as it was.
    const again = await exportCsv();
    expect(again).toContain("Onion and curry leaf, '-20% breakage in a month");
    await importOk(again);
    expect((await shop.dataSource.getRepository(ProductEntity).findOneByOrFail({ id: 'onion-hair-oil-cold-pressed' })).description).toBe(
      'Onion and curry leaf, -20% breakage in a month',
    );
  });

  it('refuses each wrong row with its reason, leaves that product as it was and imports the rest', async () => {
    const { header, rows } = readSheet(await exportCsv());
    const column = (name: string) => header.indexOf(name);
    const firstRows = rows.map((row, index) => ({ row, index })).filter(({ row }) => row[column('name')] !== '');
    const [badPrice, belowMrp, detailsTwice, good] = firstRows.map(({ index }) => index);
    const goodId = rows[good][column('product_id')];
    const belowMrpId = rows[belowMrp][column('product_id')];

    rows[badPrice][column('price')] = 'two hundred';
    rows[belowMrp][column('price')] = (Number(rows[belowMrp][column('mrp')]) + 10).toFixed(2);
    const continuation = rows.findIndex((row, index) => index > detailsTwice && row[column('name')] === '');
    rows[continuation][column('name')] = 'A second name';
    rows[good][column('stock')] = '77';
    const before = await storedCatalogue();

    const report = await importOk(writeSheet(header, rows));
    // Spreadsheet rows: the header is row 1, so the first product's row is row 2.
    const refusedRow = (index: number) => report.refused.find((refusal) => refusal.row === index + 2);
    expect(refusedRow(badPrice)).toMatchObject({ column: 'price', message: 'Give the price in rupees, e.g. 349 or 349.50' });
    expect(refusedRow(belowMrp)).toMatchObject({ productId: belowMrpId, column: 'price' });
    expect(refusedRow(belowMrp)!.message).toMatch(/MRP/);
    expect(refusedRow(continuation)).toMatchObject({
      message: "A product's details go on its first row only; its further rows carry only size cells",
    });
    expect(report.updated).toContain(goodId);
    expect(report.updated).not.toContain(belowMrpId);

    const after = await storedCatalogue();
    const byId = (list: typeof before, id: string) => list.find((product) => product.id === id);
    expect(byId(after, belowMrpId)).toEqual(byId(before, belowMrpId));
    expect(byId(after, goodId)!.sizes[0].stock).toBe(77);
  });

  it('refuses a file it cannot read whole, and changes nothing', async () => {
    const before = await storedCatalogue();
    const missingColumns = await importCsv('product_id,name,price\r\nneem-oil,Neem Oil,100\r\n');
    expect(missingColumns.status).toBe(400);
    expect(((await missingColumns.json()) as { message: string }).message).toMatch(
      /^The header row lacks these columns: category, subcategory/,
    );

    const empty = await importCsv('');
    expect(empty.status).toBe(400);

    const tooLarge = await importCsv('x'.repeat(2 * 1024 * 1024 + 1));
    expect(tooLarge.status).toBe(413);

    const notCsv = await importCsv(JSON.stringify({ rows: [] }), admin, { 'content-type': 'application/json', ...CSRF });
    expect(notCsv.status).toBe(415);
    expect(await storedCatalogue()).toEqual(before);
  });
});

describe('who may use the product CSV', () => {
  it('is for admins only, and a cookie-borne import needs the console header', async () => {
    const csv = await exportCsv();
    const before = await storedCatalogue();
    const anonymous = shop.client();
    expect((await anonymous.fetch(CSV_PATH)).status).toBe(401);
    expect((await importCsv(csv, anonymous)).status).toBe(401);

    await shop.dataSource.getRepository(UserEntity).insert({
      email: 'meera@herbal.test',
      passwordHash: await hashPassword('a-good-password'),
      role: 'user',
      emailConfirmedAt: new Date(),
    });
    const shopper = shop.client();
    await shopper.loginOrFail('meera@herbal.test', 'a-good-password');
    expect((await shopper.fetch(CSV_PATH)).status).toBe(403);
    expect((await importCsv(csv, shopper)).status).toBe(403);

    // A cross-site form riding on the admin's cookie cannot set the header.
    expect((await importCsv(csv, admin, { 'content-type': 'text/csv' })).status).toBe(403);
    expect(await storedCatalogue()).toEqual(before);
  });
});
