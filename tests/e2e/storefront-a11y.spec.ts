import type { Locator, Page } from '@playwright/test';
import { expect, freshShopper, seedCart, test, useColorScheme } from './support/fixtures';
import { placeOrder, uniqueShopper } from './support/orders';

const LINE = {
  productId: 'hair-oil-1',
  name: 'Bhringraj & Amla Hair Oil',
  size: '100ml',
  unitPrice: 249,
  quantity: 2,
  imageUrl: '/images/products/hair-oil-1/640.webp',
  category: 'hair',
};

/** A page to check: where it is, and what shows once it has finished loading its data. */
interface Target {
  name: string;
  /** The page's address, or how to reach it (an order placed first, say). */
  url: string | ((page: Page) => Promise<string>);
  /** The two-bottle cart is in place before the page opens. */
  withCart?: boolean;
  /** What a shopper does on the page before it is checked. */
  act?(page: Page): Promise<void>;
  ready(page: Page): Locator | Locator[];
}

const PAGES: Target[] = [
  { name: 'home', url: '/', ready: (page) => page.locator('main article').first() },
  { name: 'listing', url: '/products/hair?type=oil', ready: (page) => page.getByText(/Showing \d+ products?/) },
  {
    name: 'listing-empty',
    url: '/products?search=nothing-matches-this',
    ready: (page) => page.getByRole('heading', { name: 'No Products Found' }),
  },
  {
    name: 'product',
    url: '/product/hair-oil-1',
    ready: (page) => [page.getByTestId('product-price'), page.locator('section[aria-labelledby="related-products"] article').first()],
  },
  { name: 'cart', url: '/cart', withCart: true, ready: (page) => page.getByRole('heading', { name: 'Cart Items (2)' }) },
  {
    name: 'checkout-shipping-errors',
    url: '/checkout',
    withCart: true,
    act: (page) => page.getByRole('button', { name: /Continue to Payment/ }).click(),
    ready: (page) => page.getByText('This field is required').first(),
  },
  {
    name: 'checkout-failed',
    url: '/checkout?status=FAILED&merchantOrderId=00000000-0000-4000-8000-000000000000&reason=Card%20declined',
    withCart: true,
    ready: (page) => page.getByRole('heading', { name: 'Payment Failed' }),
  },
  { name: 'payment-failed', url: '/payment-failed?order_id=HB-100001&reason=timeout', ready: (page) => page.getByTestId('failure-reason') },
  { name: 'payment-success', url: '/payment-success', ready: (page) => page.getByText('Order ID missing in URL') },
  {
    // Its status badge is orange: on its own tint, orange text fails AA contrast.
    name: 'order-summary-awaiting-payment',
    url: async (page) => `/order-summary/${(await placeOrder(page.request, uniqueShopper('Kavya', 'Rao'), 1)).id}`,
    ready: (page) => page.getByTestId('order-status').filter({ hasText: 'Awaiting payment' }),
  },
  {
    name: 'order-summary-not-found',
    url: '/order-summary/00000000-0000-4000-8000-000000000000',
    ready: (page) => page.getByRole('heading', { name: 'Order not found' }),
  },
  { name: 'shipping-policy', url: '/shipping-policy', ready: (page) => page.getByRole('heading', { name: 'Shipping Policy', level: 1 }) },
  { name: 'not-found', url: '/no-such-page', ready: (page) => page.getByRole('heading', { name: 'Page Not Found' }) },
];

/** Opens a target as a shopper would and waits until it has loaded its data. */
async function open(page: Page, target: Target): Promise<void> {
  if (target.withCart) await seedCart(page, [LINE]);
  await page.goto(typeof target.url === 'string' ? target.url : await target.url(page));
  await target.act?.(page);
  for (const shown of [target.ready(page)].flat()) await expect(shown).toBeVisible();
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility in the ${scheme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await freshShopper(page);
      await useColorScheme(page, scheme);
    });

    for (const target of PAGES) {
      test(`${target.name} has no serious or critical axe violations`, async ({ page, expectAccessible, saveScreenshot }) => {
        await open(page, target);
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
