import type { Page } from '@playwright/test';
import { expect, freshShopper, seedCart, test, useColorScheme } from './support/fixtures';

const LINE = {
  productId: 'hair-oil-1',
  name: 'Bhringraj & Amla Hair Oil',
  size: '100ml',
  unitPrice: 249,
  quantity: 2,
  imageUrl: '/images/products/hair-oil-1.svg',
  category: 'hair',
};

/** Each page, ready to be checked: it has finished loading its data. */
const PAGES: Array<{ name: string; open(page: Page): Promise<void> }> = [
  {
    name: 'home',
    async open(page) {
      await page.goto('/');
      await expect(page.locator('main article').first()).toBeVisible();
    },
  },
  {
    name: 'listing',
    async open(page) {
      await page.goto('/products/hair?type=oil');
      await expect(page.getByText(/Showing \d+ products?/)).toBeVisible();
    },
  },
  {
    name: 'listing-empty',
    async open(page) {
      await page.goto('/products?search=nothing-matches-this');
      await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
    },
  },
  {
    name: 'product',
    async open(page) {
      await page.goto('/product/hair-oil-1');
      await expect(page.getByTestId('product-price')).toBeVisible();
      await expect(page.locator('section[aria-labelledby="related-products"] article').first()).toBeVisible();
    },
  },
  {
    name: 'cart',
    async open(page) {
      await seedCart(page, [LINE]);
      await page.goto('/cart');
      await expect(page.getByRole('heading', { name: 'Cart Items (2)' })).toBeVisible();
    },
  },
  {
    name: 'checkout-shipping-errors',
    async open(page) {
      await seedCart(page, [LINE]);
      await page.goto('/checkout');
      await page.getByRole('button', { name: /Continue to Payment/ }).click();
      await expect(page.getByText('This field is required').first()).toBeVisible();
    },
  },
  {
    name: 'checkout-failed',
    async open(page) {
      await seedCart(page, [LINE]);
      await page.goto('/checkout?status=FAILED&merchantOrderId=00000000-0000-4000-8000-000000000000&reason=Card%20declined');
      await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    },
  },
  {
    name: 'payment-failed',
    async open(page) {
      await page.goto('/payment-failed?order_id=HB-100001&reason=timeout');
      await expect(page.getByTestId('failure-reason')).toBeVisible();
    },
  },
  {
    name: 'payment-success',
    async open(page) {
      await page.goto('/payment-success');
      await expect(page.getByText('Order ID missing in URL')).toBeVisible();
    },
  },
  {
    name: 'order-summary-not-found',
    async open(page) {
      await page.goto('/order-summary/00000000-0000-4000-8000-000000000000');
      await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
    },
  },
  {
    name: 'shipping-policy',
    async open(page) {
      await page.goto('/shipping-policy');
      await expect(page.getByRole('heading', { name: 'Shipping Policy', level: 1 })).toBeVisible();
    },
  },
  {
    name: 'not-found',
    async open(page) {
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    },
  },
];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility in the ${scheme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await freshShopper(page);
      await useColorScheme(page, scheme);
    });

    for (const target of PAGES) {
      test(`${target.name} has no serious or critical axe violations`, async ({ page, expectAccessible, saveScreenshot }) => {
        await target.open(page);
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        // Let entrance transitions settle so colours are measured as shown.
        await page.waitForTimeout(400);
        await expectAccessible();
        if (scheme === 'dark') await saveScreenshot(`desktop-dark-${target.name}`);
      });
    }
  });
}

test('the theme toggle switches to dark and is remembered', async ({ page }) => {
  await freshShopper(page);
  await page.evaluate(() => window.localStorage.removeItem('herbal-color-scheme'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
});
