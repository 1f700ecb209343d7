import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * An unknown page or product is the 404 page with HTTP status 404 (search engines
 * drop it; a 200 would be indexed), rendered on the server like any public page, and no page
 * throws while React hydrates the server's HTML (error #418 is a hydration mismatch).
 */

/**
 * Console errors and uncaught exceptions (React reports hydration mismatches as either), except
 * Chromium's note that the document itself answered 404, which is the point of those pages.
 */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    const documentNotFound = /status of 404/.test(message.text()) && message.location().url === page.url();
    if (documentNotFound) return;
    if (message.type() === 'error' || (message.type() === 'warning' && /hydrat/i.test(message.text()))) errors.push(message.text());
  });
  return errors;
}

test.describe('unknown pages and products', () => {
  test('answer 404 with the 404 page in the HTML itself', async ({ request }) => {
    for (const path of ['/no/such/page', '/product/no-such-product', '/products-typo?utm_source=mail']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('Page Not Found');
      expect(html, path).toContain('id="shop-state"');
    }
    // Known pages are still 200.
    for (const path of ['/', '/products', '/products/hair', '/product/hair-oil-1', '/contact']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });

  test('no page throws while it hydrates: home, listing, product, an unknown product, an unknown path', async ({ page }) => {
    const errors = watchErrors(page);
    const visits: Array<[string, RegExp]> = [
      ['/', /Featured Products/],
      ['/products', /All Products/],
      ['/product/hair-oil-1', /Bhringraj & Amla Hair Oil/],
      ['/product/no-such-product', /Page Not Found/],
      ['/no/such/page', /Page Not Found/],
    ];
    for (const [path, heading] of visits) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      // Interactive after hydration: the theme button answers.
      await expect(page.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeEnabled();
      // The hydrated page stays where it is (the old product page redirected to the listing).
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
    }
    await page.goto('/no/such/page');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(errors).toEqual([]);
  });
});
