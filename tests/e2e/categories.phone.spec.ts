import { expect, freshShopper, test } from './support/fixtures';

/**
 * Every category the shop sells can be reached from the menu, the filters, the home page's tiles
 * and the footer; a tile leads to what it names; a mistyped category is the 404 page.
 */
test.describe('categories on a phone', () => {
  test.beforeEach(async ({ page }) => freshShopper(page));

  test('Home Care is linked from the menu, the footer, the home tiles and the filters', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Home Care' })).toHaveAttribute('href', '/products/home');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Home Care' })).toHaveAttribute('href', '/products/home');

    const tiles = page.getByRole('region', { name: 'Shop by Category' });
    await tiles.scrollIntoViewIfNeeded();
    await tiles.getByRole('link', { name: /Home Care/ }).click();
    await expect(page).toHaveURL(/\/products\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home Care Products' })).toBeVisible();
    await expect(page.getByText('Showing 3 products')).toBeVisible();

    await page.getByRole('button', { name: /Filters/ }).click();
    await expect(page.getByRole('dialog').getByRole('radio', { name: 'Home Care' })).toBeChecked();
  });

  test('the Natural Oils tile opens the oils, not all of hair care', async ({ page }) => {
    await page.goto('/');
    const tiles = page.getByRole('region', { name: 'Shop by Category' });
    await tiles.scrollIntoViewIfNeeded();
    await tiles.getByRole('link', { name: /Natural Oils/ }).click();
    await expect(page).toHaveURL(/\/products\?type=oil$/);
    await expect(page.getByText('Showing 5 products')).toBeVisible({ timeout: 30_000 });
    // The count renders with the answer and the cards just after it (the grid is a deferred render).
    const cards = page.locator('main a[href^="/product/"]');
    await expect(cards).toHaveCount(5);
    const names = (await cards.allTextContents()).map((name) => name.trim());
    for (const name of names) expect(name).toMatch(/Oil/);
  });

  test('a category the shop does not sell is the 404 page with status 404', async ({ page, request }) => {
    const response = await request.get('/products/bodycare');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
    for (const known of ['/products/hair', '/products/skin', '/products/home']) {
      expect((await request.get(known)).status(), known).toBe(200);
    }
    await page.goto('/products/bodycare');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText(/Showing 0 products/)).toHaveCount(0);
  });
});
