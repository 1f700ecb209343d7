import type { Page } from '@playwright/test';
import { expect, freshShopper, gql, productStock, seedCart, test } from './support/fixtures';

/** On a 390 px phone, where the layout differs: toasts, the cart's stock fix, contact and tracking forms. */
test.describe('toasts and short forms on a phone', () => {
  test.beforeEach(async ({ page }) => freshShopper(page));

  async function expectNoSidewaysScroll(page: Page) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }

  test('the add-to-cart toast sits below the header: the cart icon and count stay visible', async ({ page, saveScreenshot }) => {
    await page.goto('/product/face-wash-1');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'added to cart' });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole('button', { name: 'View cart' })).toBeVisible();
    const [toastBox, cartBox] = await Promise.all([toast.boundingBox(), page.getByRole('link', { name: 'Cart, 1 item' }).boundingBox()]);
    expect(toastBox!.y).toBeGreaterThanOrEqual(cartBox!.y + cartBox!.height);
    await page.screenshot({ path: new URL('./.artifacts/phone-add-to-cart-toast.png', import.meta.url).pathname });
    await toast.getByRole('button', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await saveScreenshot('phone-cart-after-toast');
  });

  test('a line over stock shows its fix on the phone too', async ({ page, saveScreenshot, expectAccessible }) => {
    const stock = await productStock(page.request, 'skin-serum-1', '30ml');
    const { data } = await gql<{ product: { name: string; sizes: Array<{ label: string; price: number }> } }>(
      page.request,
      '{ product(id: "skin-serum-1") { name sizes { label price } } }',
    );
    const product = data!.product;
    await seedCart(page, [
      {
        productId: 'skin-serum-1',
        name: product.name,
        size: product.sizes[0].label,
        unitPrice: product.sizes[0].price,
        quantity: stock + 1,
        imageUrl: '/images/products/skin-serum-1/640.webp',
        category: 'skin',
      },
    ]);
    await page.goto('/cart');
    const problem = page.getByTestId('line-problem');
    await expect(problem).toContainText(`Only ${stock} left — reduce to ${stock}`);
    await expectNoSidewaysScroll(page);
    await expectAccessible();
    await saveScreenshot('phone-cart-stock-problem');
    await problem.getByRole('button', { name: new RegExp(`^Reduce to ${stock}`) }).click();
    await expect(page.getByTestId('line-problem')).toHaveCount(0);
  });

  test('the contact and track-order forms fit the phone', async ({ page, saveScreenshot, expectAccessible }) => {
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible();
    await page.goto('/track-order?order=HB-100001');
    await expect(page.getByRole('textbox', { name: 'Order number' })).toHaveValue('HB-100001');
    await expectNoSidewaysScroll(page);
    await expectAccessible();
    await saveScreenshot('phone-track-order');
  });
});
