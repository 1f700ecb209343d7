import type { Locator, Page } from '@playwright/test';
import { expect, loginAsAdmin, test } from './support/fixtures';
import { placeOrder, uniqueShopper } from './support/orders';

/**
 * The admin tables page through the catalogue and the orders one page at a time.
 * The storefront's "Show more" appends pages in the Apollo cache; the admin tables must not: page 2
 * once showed page 1's twenty products above its own.
 */
const PAGE_SIZE = 20;

/** Pages to `n` and waits until its rows are shown (the first row changes from the previous page's). */
async function goToPage(page: Page, rows: Locator, n: number) {
  const before = await rows.first().innerText();
  await page.getByRole('button', { name: `Page ${n}`, exact: true }).click();
  await expect(page).toHaveURL(n === 1 ? /\/admin\/(products|orders)(\?(?!.*page=[2-9]).*)?$/ : new RegExp(`page=${n}`));
  await expect(rows.first()).not.toHaveText(before);
}

/** The total the list's footer states ("27 products", "21 orders"). */
async function footerTotal(page: Page, noun: string): Promise<number> {
  const text = await page.getByText(new RegExp(`^\\d+ ${noun}$`)).innerText();
  return Number(text.split(' ')[0]);
}

async function expectPaging(page: Page, rows: Locator, noun: string) {
  await expect(rows).toHaveCount(PAGE_SIZE);
  const firstPage = await rows.allInnerTexts();
  const total = await footerTotal(page, noun);
  expect(total).toBeGreaterThan(PAGE_SIZE);

  await goToPage(page, rows, 2);
  // Its own rows only: never page 1's twenty above them. Other specs place orders meanwhile, so
  // the count is checked against the total the second page itself states.
  await expect(async () => {
    const totalNow = await footerTotal(page, noun);
    expect(await rows.count()).toBe(Math.min(PAGE_SIZE, totalNow - PAGE_SIZE));
  }).toPass({ timeout: 10_000 });
  const secondPage = await rows.allInnerTexts();
  expect(secondPage[0]).not.toBe(firstPage[0]);

  await goToPage(page, rows, 1);
  await expect(rows).toHaveCount(PAGE_SIZE);
}

test.describe('admin tables page without accumulating rows', () => {
  test.beforeEach(async ({ page }) => loginAsAdmin(page));

  test('products: each page shows its own rows', async ({ page }) => {
    await page.goto('/admin/products');
    const rows = page.getByTestId('admin-product-row');
    await expect(rows.first()).toBeVisible();
    await expectPaging(page, rows, 'products');
  });

  test('orders: each page shows its own rows', async ({ page }) => {
    // Enough orders for a second page, of napkin-2 (a product no other spec counts or checks the stock of).
    for (let n = 0; n < PAGE_SIZE + 2; n += 1) await placeOrder(page.request, uniqueShopper('Paging', `Shopper${n}`), 1, 'napkin-2');
    await page.goto('/admin/orders');
    const rows = page.getByTestId('admin-order-row');
    await expect(rows.first()).toBeVisible();
    await expectPaging(page, rows, 'orders');
  });
});
