import { expect, freshShopper, seedCart, test } from './support/fixtures';
import { placeOrder, uniqueShopper } from './support/orders';
import { coveredByThemeSwitch } from './support/layout';
import { FACE_WASH_LINE } from './support/shopper';

/**
 * On a 390 px phone: the theme switch covers nothing wherever the page is scrolled; the checkout's
 * steps stay on one line; the footer is styled before it is scrolled to; an order prints as a
 * receipt, without the site's header or the theme switch.
 */

test.describe('phone layout', () => {
  test.beforeEach(async ({ page }) => freshShopper(page));

  test('the theme switch covers nothing on the cart, the listing and a product, at any scroll position', async ({ page }) => {
    await seedCart(page, [FACE_WASH_LINE]);
    for (const path of ['/cart', '/products', '/product/hair-oil-1']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 300) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        expect(await coveredByThemeSwitch(page), `${path} scrolled to ${y}`).toEqual([]);
      }
    }
    // The cart's free-shipping note in particular, at the first screen.
    await page.goto('/cart');
    await expect(page.getByText(/free shipping/i).first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await coveredByThemeSwitch(page)).toEqual([]);
    // Still there, and still a switch.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });

  test('the checkout steps stay on one line', async ({ page }) => {
    await seedCart(page, [FACE_WASH_LINE]);
    await page.goto('/checkout');
    const progress = page.locator('[aria-label="Checkout progress"]');
    await expect(progress).toBeVisible();
    const boxes = await progress
      .locator('.mantine-Stepper-step')
      .evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
    expect(boxes).toHaveLength(3);
    expect(new Set(boxes).size, `step tops ${boxes.join(', ')}`).toBe(1);
    // No line between steps starts a row of its own (the dangling dash).
    const separators = await progress
      .locator('.mantine-Stepper-separator')
      .evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().width)));
    for (const width of separators) expect(width).toBeGreaterThan(0);
    const { scrollWidth, clientWidth } = await progress.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });

  test('the footer is styled before it is scrolled to', async ({ page }) => {
    await page.goto('/');
    // Not scrolled: the footer's code has not been asked for, its look must already be there.
    const look = await page.getByRole('contentinfo').evaluate((footer) => {
      const link = footer.querySelector('a[href="/products"]')!;
      return {
        background: getComputedStyle(footer).backgroundColor,
        linkDecoration: getComputedStyle(link).textDecorationLine,
      };
    });
    expect(look.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(look.linkDecoration).toBe('none');
  });

  test('an order prints as a receipt: no header, no footer, no theme switch', async ({ page }) => {
    const order = await placeOrder(page.request, uniqueShopper('Latha', 'Print'), 1);
    await page.goto(`/order-summary/${order.id}`);
    await expect(page.getByText(order.orderNumber).first()).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: /Switch to/ })).toBeHidden();
    await expect(page.getByText(order.orderNumber).first()).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
