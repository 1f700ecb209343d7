import { seedCatalogue } from '@server/db/seed/catalogue.js';
import { expect, freshShopper, test } from './support/fixtures';

/**
 * Shopping by need on a 390 px phone: "hair fall" typed into the header finds the hair oils made
 * for it (not "Showing 0 products"), and the listing's filters narrow to the products for dandruff,
 * in the address and in the page the server sends for it.
 */
const namesFor = (key: string) =>
  seedCatalogue.filter((product) => (product.concerns as readonly string[]).includes(key)).map((product) => product.name);

test.describe('searching and filtering by concern on a phone', () => {
  test.beforeEach(async ({ page }) => freshShopper(page));

  test('"hair fall" from the header shows the products made for hair fall first', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('banner').getByRole('search').getByLabel('Search products');
    await search.fill('hair fall');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=hair(%20|\+)fall$/);
    await expect(page.getByText(/^Showing \d+ products?$/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Showing 0 products')).toHaveCount(0);
    await expect(page.getByText(/Did you mean/)).toHaveCount(0);

    const made = namesFor('hair-fall');
    const cards = page.locator('main a[href^="/product/"]');
    await expect(cards.first()).toBeVisible();
    const firstNames = (await cards.allTextContents()).map((name) => name.trim()).slice(0, made.length);
    expect([...firstNames].sort()).toEqual([...made].sort());
  });

  test('the listing filtered by Dandruff, from the drawer, in the address and from the server', async ({ page, request }) => {
    await page.goto('/products');
    await page.getByRole('button', { name: /Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters & Sort' });
    await drawer.getByRole('combobox', { name: 'Concern' }).selectOption({ label: 'Dandruff' });
    await expect(page).toHaveURL(/\/products\?concern=dandruff$/);
    const made = namesFor('dandruff');
    await expect(drawer.getByRole('button', { name: `Show ${made.length} results` })).toBeVisible();
    await drawer.getByRole('button', { name: `Show ${made.length} results` }).click();
    await expect(drawer).toBeHidden();

    await expect(page.getByText(`Showing ${made.length} products`)).toBeVisible();
    const cards = page.locator('main a[href^="/product/"]');
    await expect(cards).toHaveCount(made.length);
    expect((await cards.allTextContents()).map((name) => name.trim()).sort()).toEqual([...made].sort());
    // The active filter is a chip that takes it off.
    await expect(page.getByRole('button', { name: 'Remove filter Dandruff' })).toBeVisible();

    // The same address answers with the filtered page before any script runs.
    const html = await (await request.get('/products?concern=dandruff')).text();
    for (const name of made) expect(html).toContain(name.replace(/&/g, '&amp;'));
    expect(html).not.toContain('Kumkumadi Glow Serum');
  });
});
