import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { PRODUCT_FORM_MESSAGES } from '@common/product-form';
import { fillTestCream, openAddDialog } from './support/admin-products';
import { expect, gql, loginAsAdmin, test } from './support/fixtures';

/** The admin catalogue (docs/storefront.md, Admin products) and what shoppers see of it. */

test.describe('admin products', () => {
  test.beforeEach(async ({ page }) => {
    await loginAsAdmin(page);
  });

  test('lists the catalogue with stock labels, searches it, and shows the empty text', async ({
    page,
    saveScreenshot,
    expectAccessible,
  }) => {
    await page.goto('/admin/products');
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    await expect(page.getByTestId('admin-product-row').first()).toBeVisible();
    await expect(page.getByTestId('admin-product-row').first()).toContainText(/in stock|Low stock \(\d\)|Out of stock/);
    await expectAccessible();
    await saveScreenshot('admin-products-desktop');

    // Search covers name, category and description, so a soap's description can match too.
    const rows = page.getByTestId('admin-product-row');
    const everything = await rows.count();
    await page.getByLabel('Search products').fill('shampoo');
    await expect(page).toHaveURL(/q=shampoo/);
    await expect(rows.filter({ hasText: 'Neem & Tea Tree Anti-Dandruff Shampoo' })).toBeVisible();
    await expect(rows.filter({ hasText: 'Bamboo Charcoal Soap' })).toHaveCount(0);
    expect(await rows.count()).toBeLessThan(everything);

    await page.getByLabel('Search products').fill('zzzz-no-such-product');
    await expect(page.getByText('No products found. Try a different search term or add a new product.')).toBeVisible();
  });

  test('shows each of the three validation messages and closes on Cancel, close and backdrop', async ({ page }) => {
    await page.goto('/admin/products');
    let dialog = await openAddDialog(page);
    const save = dialog.getByRole('button', { name: 'Add Product' });

    await save.click();
    await expect(dialog.getByRole('alert')).toHaveText(PRODUCT_FORM_MESSAGES.required);

    await dialog.getByLabel('Product name').fill('Validation Test Oil');
    await dialog.getByLabel('Description').fill('Only here to be checked.');
    await dialog.getByLabel('Image URL').fill('/images/products/hair-oil-2/640.webp');
    await save.click();
    await expect(dialog.getByRole('alert')).toHaveText(PRODUCT_FORM_MESSAGES.sizes);

    await dialog.getByLabel('Size 1 price (₹)').fill('120');
    await save.click();
    await expect(dialog.getByRole('alert')).toHaveText(PRODUCT_FORM_MESSAGES.benefits);
    await expect(dialog.getByRole('button', { name: 'Remove size 1' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Remove benefit 1' })).toBeDisabled();

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    dialog = await openAddDialog(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    dialog = await openAddDialog(page);
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test('an added product appears in the shop; an edited price shows there; a deleted one is gone', async ({
    page,
    saveScreenshot,
    expectAccessible,
  }) => {
    const name = `Tulsi Test Tonic ${Date.now()}`;
    await page.goto('/admin/products');
    const dialog = await openAddDialog(page);
    // Left empty, the product's address is made from its name, as the field's placeholder shows.
    await expect(dialog.getByLabel('Product ID')).toHaveValue('');
    const id = name.toLowerCase().replaceAll(' ', '-');
    await fillTestCream(page, dialog, {
      name,
      price: '215',
      stock: '7',
      description: 'Holy basil hair tonic, made for the e2e suite.',
      benefit: 'Soothes the scalp',
    });
    await expect(dialog.getByLabel('Product ID')).toHaveAttribute('placeholder', id);
    await dialog.getByRole('button', { name: 'Add size' }).click();
    await dialog.getByLabel('Size 2', { exact: true }).fill('200ml');
    await dialog.getByLabel('Size 2 price (₹)').fill('399');
    await dialog.getByLabel('Size 2 MRP (₹)').fill('449');
    await dialog.getByLabel('Size 2 net quantity').fill('100');
    await dialog.getByLabel('Image URL').fill('/images/products/hair-oil-3/640.webp');
    await expect(dialog.getByRole('img', { name: `Preview of ${name}` })).toBeVisible();
    await expectAccessible();
    await saveScreenshot('admin-product-form-desktop');
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(dialog).toBeHidden();

    await page.getByLabel('Search products').fill(name);
    const row = page.getByTestId('admin-product-row').filter({ hasText: name });
    await expect(row).toContainText('Low stock (7)');
    await expect(row).toContainText('₹215.00');
    await expect(row).toContainText('2 sizes');
    await expect(row).toContainText('home');

    // The storefront sees it: in a search listing and on its own page.
    await page.goto(`/products?search=${encodeURIComponent(name)}`);
    await expect(page.getByText(name).first()).toBeVisible();
    await page.goto(`/product/${id}`);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByText('₹215.00').first()).toBeVisible();
    // What the owner declared: the MRP struck through with the saving, and the pack's details.
    await expect(page.getByTestId('product-mrp')).toHaveText('MRP ₹299.00');
    await expect(page.getByTestId('product-percent-off')).toHaveText('28% off');
    await expect(page.getByTestId('product-declarations')).toContainText('Manufactured byHerbal Roots Naturals');

    // Edit the price in the console, then walk back to the shop inside the app (no reload): the
    // product page must show the new price from the updated cache or a fresh read.
    await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(edit.getByLabel('Product ID')).toHaveValue(id);
    await expect(edit.getByLabel('Product ID')).toHaveAttribute('readonly', '');
    await edit.getByLabel('Base price (₹)').fill('229');
    await edit.getByLabel('Size 1 price (₹)').fill('229');
    await edit.getByRole('button', { name: 'Update Product' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByTestId('admin-product-row').filter({ hasText: name })).toContainText('₹229.00');

    await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Back to Store' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.evaluate((href) => {
      window.history.pushState({}, '', href);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/product/${id}`);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByText('₹229.00').first()).toBeVisible();

    // Delete it: the console forgets it, and its page sends shoppers to the listing.
    await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Product' });
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('No products found. Try a different search term or add a new product.')).toBeVisible();

    const { data } = await gql<{ product: { id: string } | null }>(page.request, 'query($id: ID!) { product(id: $id) { id } }', { id });
    expect(data?.product).toBeNull();
    // A deleted product's page is gone: the 404 page with HTTP 404, not a redirect.
    const gone = await page.goto(`/product/${id}`);
    expect(gone?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found', level: 1 })).toBeVisible();
  });

  test('the dashboard Add Product card opens the add dialog', async ({ page }) => {
    await page.goto('/admin');
    await page.getByRole('link', { name: /Add Product/ }).click();
    await expect(page).toHaveURL(/\/admin\/products/);
    await expect(page.getByRole('dialog', { name: 'Add New Product' })).toBeVisible();
  });

  test('exports the catalogue as CSV and imports it back, naming each refused row', async ({ page, saveScreenshot, expectAccessible }) => {
    await page.goto('/admin/products');
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = await readFile(await download.path(), 'utf8');
    const sheet: string[][] = parse(exported.replace(/^sep=,\r\n/, ''), { relax_column_count: true });
    const [header, ...rows] = sheet;
    const id = header.indexOf('product_id');
    const name = header.indexOf('name');
    const price = header.indexOf('price');

    // The first product as it is (an update that changes nothing) and a new product whose price is not a price.
    const first = rows.filter((row) => row[id] === rows[0][id]);
    const broken = [...rows[0]];
    broken[id] = '';
    broken[name] = 'Saffron Night Cream';
    broken[price] = 'ninety-nine';
    const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
    const file = [header, ...first, broken].map((row) => row.map(quote).join(',')).join('\r\n');

    await page
      .locator('input[type="file"][accept=".csv,text/csv"]')
      .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    const report = page.getByRole('dialog', { name: 'Import finished' });
    await expect(report).toContainText('0 products created, 1 product updated, 1 row refused.');
    const refused = report.getByRole('row').filter({ hasText: 'Give the price in rupees, e.g. 349 or 349.50' });
    await expect(refused).toContainText(String(first.length + 2));
    await expect(refused).toContainText('price');
    await expectAccessible();
    await saveScreenshot('admin-products-csv-import');
    await report.getByRole('button', { name: /close/i }).click();
    await expect(report).toBeHidden();
  });
});
