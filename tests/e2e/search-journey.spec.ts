import { expect, freshShopper, test } from './support/fixtures';
import { fillShipping } from './support/shopper';

/**
 * A shopper's path from a header search to a paid order, with the search sent both ways it can
 * go: as the plain form the server rendered (before the page's scripts have started) and by the
 * running app. Every page on the way hydrates without a mismatch (the shared fixture fails the
 * test on any uncaught page error or React error in the console). A mismatch that shows in one
 * journey of a few is still a mismatch: each way is walked several times, each time as a new
 * shopper, and each paid order changes the stock the next journey's pages are rendered with.
 */
const JOURNEYS = 3;

for (const when of ['before the scripts start', 'once the page is interactive'] as const) {
  for (let journey = 1; journey <= JOURNEYS; journey += 1) {
    test(`home → category → search "  oil  " ${when} → product → cart → checkout → pay (journey ${journey})`, async ({ page }) => {
      await freshShopper(page);
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hair Care' }).click();
      await expect(page.getByRole('heading', { name: 'Hair Care Products', level: 1 })).toBeVisible();

      if (when === 'before the scripts start') {
        // The category's page as it arrives from the server, its scripts held back; the page the
        // search leads to gets its own (held back only while the category's page is the frame's:
        // unrouting after the search raced the next page's first script requests).
        await page.route('**/assets/*.js', (route) =>
          new URL(route.request().frame().url()).pathname === '/products/hair' ? route.abort() : route.fallback(),
        );
        await page.goto('/products/hair', { waitUntil: 'commit' });
      }
      const search = page.getByRole('banner').getByRole('search').getByLabel('Search products');
      await search.fill('  oil  ');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/products\?search=/);
      await expect(page.getByRole('heading', { name: 'All Products', level: 1 })).toBeVisible();
      await expect(page.getByText(/Showing \d+ products/)).toBeVisible();
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });

      await page
        .locator('main article')
        .getByRole('link', { name: /Hair Oil/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/product\//);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page
        .getByRole('banner')
        .getByRole('link', { name: /^Cart, 1 item/ })
        .click();
      await expect(page.getByRole('heading', { name: /Cart/, level: 1 })).toBeVisible();
      await page
        .getByRole('link', { name: /checkout/i })
        .first()
        .click();
      await expect(page).toHaveURL(/\/checkout/);
      // A full load of the listing the search led to hydrates the same way, with a cart.
      await page.goto('/products?search=++oil++');
      await expect(page.getByText(/Showing \d+ products/)).toBeVisible();
      await page.goto('/checkout');
      await fillShipping(page);
      await page.getByRole('button', { name: /Continue to Payment/ }).click();
      await page.getByRole('button', { name: /^Pay ₹/ }).click();
      await expect(page).toHaveURL(/\/sandbox\/phonepe\//);
      await page.getByRole('button', { name: /^Pay/ }).click();
      await expect(page).toHaveURL(/\/checkout\?status=SUCCESS/);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, empty' })).toBeVisible();
      // And once more after the order, whose stock change renders the listing anew.
      await page.goto('/products?search=++oil++');
      await expect(page.getByText(/Showing \d+ products/)).toBeVisible();
    });
  }
}
