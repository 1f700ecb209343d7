import type { Page } from '@playwright/test';
import { expect, freshShopper, seedCart, test } from './support/fixtures';
import { FACE_WASH_LINE } from './support/shopper';

const LINE = FACE_WASH_LINE;

/** The main pages on a 390 px phone: nothing overflows sideways, menus and drawers work. */
test.describe('on a phone', () => {
  test.beforeEach(async ({ page }) => freshShopper(page));

  async function expectNoSidewaysScroll(page: Page) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }

  test('home and the mobile menu', async ({ page, saveScreenshot, expectAccessible }) => {
    await page.goto('/');
    await expect(page.locator('main article').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible();
    await saveScreenshot('phone-home');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Wishlist' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
    await page.screenshot({ path: new URL('./.artifacts/phone-menu.png', import.meta.url).pathname });
    await menu.getByRole('combobox', { name: 'Search products' }).fill(' serum ');
    await menu.getByRole('combobox', { name: 'Search products' }).press('Enter');
    await expect(page).toHaveURL(/\/products\?search=serum$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('the search box is in the header, under the menu and the cart, and searches from there', async ({ page }) => {
    await page.goto('/products/hair');
    const banner = page.getByRole('banner');
    const search = banner.getByRole('search').getByLabel('Search products');
    await expect(search).toBeVisible();
    // Its own row: it covers neither the menu button nor the cart, and fits the screen.
    const box = (await search.boundingBox())!;
    for (const control of [banner.getByRole('button', { name: 'Open menu' }), banner.getByRole('link', { name: /^Cart/ })]) {
      const other = (await control.boundingBox())!;
      expect(box.y >= other.y + other.height || box.y + box.height <= other.y).toBe(true);
    }
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expectNoSidewaysScroll(page);

    await search.fill('  oil  ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=oil$/);
    await expect(page.getByText(/Showing \d+ products/)).toBeVisible();
    // Scrolled down, the header with the menu and the cart stays and the box steps aside (the
    // menu has one); back at the top it is there again.
    await search.blur();
    // A new search's page starts at the top once its results commit, which may come after the
    // count is shown: scroll again until the page stays scrolled.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect(search).toBeHidden({ timeout: 1_000 });
    }).toPass();
    await expect(banner.getByRole('button', { name: 'Open menu' })).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(search).toBeVisible();
  });

  test('listing with Filters & Sort in a drawer', async ({ page, saveScreenshot }) => {
    await page.goto('/products');
    await expect(page.getByText('Showing 27 products')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    await expectNoSidewaysScroll(page);
    await saveScreenshot('phone-listing');
    await page.getByRole('button', { name: /Filters & Sort/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters & Sort' });
    await drawer.getByRole('radio', { name: 'Skin Care' }).click();
    await expect(page).toHaveURL(/\/products\/skin$/);
    await drawer.getByRole('checkbox', { name: 'Soap' }).click();
    await expect(page).toHaveURL(/\/products\/skin\?type=soap$/);
    await page.screenshot({ path: new URL('./.artifacts/phone-filters-drawer.png', import.meta.url).pathname });
    await drawer.getByRole('button', { name: /^Show \d+ results?$/ }).click();
    await expect(page.getByText(/Showing \d+ products?/)).toBeVisible();
  });

  test('product, cart and checkout', async ({ page, saveScreenshot, expectAccessible }) => {
    await page.goto('/product/skin-serum-1');
    await expect(page.getByText(/Only \d left!/)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await saveScreenshot('phone-product');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Cart Items (1)' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible();
    await saveScreenshot('phone-cart');
    await page.getByRole('link', { name: /Proceed to Checkout/ }).click();
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await saveScreenshot('phone-checkout');
  });

  test('order result pages', async ({ page, saveScreenshot }) => {
    await seedCart(page, [LINE]);
    await page.goto('/checkout?status=FAILED&merchantOrderId=abc&reason=timeout');
    await expect(page.getByTestId('failure-reason')).toHaveText('The payment timed out. Please try again.');
    await expectNoSidewaysScroll(page);
    await saveScreenshot('phone-checkout-failed');
    await page.goto('/payment-failed?reason=cancelled');
    await expect(page.getByText('Not available')).toBeVisible();
    await saveScreenshot('phone-payment-failed');
  });
});
