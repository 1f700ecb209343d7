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

test('typing in the header search suggests products; arrows and Enter open one, Escape closes the list', async ({ page }) => {
  await freshShopper(page);
  await page.goto('/products/hair');
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  const search = page.getByRole('banner').getByRole('search').getByRole('combobox', { name: 'Search products' });
  await search.fill('amla');
  const suggested = page.getByRole('listbox', { name: 'Suggested products' });
  await expect(suggested.getByRole('option').first()).toContainText('Amla');
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  // Each suggestion shows its price as the listing does.
  await expect(suggested.getByRole('option').first()).toContainText(/₹\d/);

  await search.press('Escape');
  await expect(suggested).toBeHidden();
  await expect(search).toHaveAttribute('aria-expanded', 'false');

  // Typing on shows them again; the first is chosen with the arrow and opened with Enter.
  await search.pressSequentially(' oil');
  await expect(suggested.getByRole('option').first()).toContainText('Amla');
  const name = (await suggested.getByRole('option').first().getByRole('link').textContent()) ?? '';
  await search.press('ArrowDown');
  await expect(suggested.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name.split('₹')[0].trim());

  // A search that matches nothing suggests nothing, and Enter still searches.
  await search.fill('zzzz');
  // Past the typing pause (200 ms) and the answer: the list is still not there.
  await page.waitForTimeout(600);
  await expect(suggested).toBeHidden();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=zzzz/);
});
