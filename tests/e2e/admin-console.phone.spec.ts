import { expect, loginAsAdmin, test } from './support/fixtures';
import { placeOrder, uniqueShopper } from './support/orders';

/** The console on a 390 px phone: the sidebar folds behind the burger. */
test.describe('admin console on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await loginAsAdmin(page);
  });

  test('the sidebar opens from the burger and each screen fits the width', async ({ page, saveScreenshot, expectAccessible }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByTestId('dashboard-stat')).toHaveCount(6);
    await expectAccessible();
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    // Collapsed, the sidebar is moved off-screen rather than removed.
    await expect(nav.getByRole('link', { name: 'Products' })).not.toBeInViewport();
    await saveScreenshot('admin-dashboard-phone');

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(nav.getByRole('link', { name: 'Products' })).toBeInViewport();
    await saveScreenshot('admin-nav-open-phone');
    await nav.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(nav.getByRole('link', { name: 'Products' })).not.toBeInViewport();
    // Phones get cards with the edit and delete buttons in reach, not a sideways-scrolling table.
    const card = page.getByTestId('admin-product-card').first();
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: /^Edit / })).toBeInViewport();
    await expect(card.getByRole('button', { name: /^Delete / })).toBeInViewport();
    await expectAccessible();
    await saveScreenshot('admin-products-phone');

    await page.getByRole('button', { name: 'Add New Product' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New Product' })).toBeVisible();
    await saveScreenshot('admin-product-form-phone');
    // Each size's fields are wide enough for their labels on one line: the name on its own line,
    // price and stock side by side under it (three in a row left each label broken over two lines).
    const sizes = page.getByRole('group', { name: 'Sizes' });
    await sizes.scrollIntoViewIfNeeded();
    const widths = await Promise.all(
      ['Size 1', 'Size 1 price (₹)', 'Size 1 stock'].map(
        async (label) => (await sizes.getByLabel(label, { exact: true }).boundingBox())!.width,
      ),
    );
    expect(widths[0]).toBeGreaterThan(250);
    for (const width of widths.slice(1)) expect(width).toBeGreaterThan(100);
    await saveScreenshot('admin-product-form-sizes-phone');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await nav.getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Search orders')).toBeVisible();
    await saveScreenshot('admin-orders-phone');

    // Nothing but the wide tables (which scroll inside their own box) may overflow the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('logout from the console lands on the home page', async ({ page }) => {
    await page.goto('/admin/orders');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('order details on a phone', () => {
  test("a failed order's dialog fits 390 px and names the reason in words", async ({ page, saveScreenshot, expectAccessible }) => {
    await loginAsAdmin(page);
    const shopper = uniqueShopper('Divya', 'Raman');
    const order = await placeOrder(page.request, shopper, 1);
    await page.goto(order.paymentLink);
    await page.getByRole('button', { name: /Insufficient funds/i }).click();
    await page.waitForURL((url) => !url.pathname.includes('/pay/'));

    await page.goto(`/admin/orders?q=${encodeURIComponent(shopper.lastName)}`);
    await page.getByRole('button', { name: `View order ${order.orderNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Order Details' });
    await expect(dialog.getByTestId('payment-failure-reason')).toHaveText('Payment failed due to insufficient funds in your account.');
    await expect(dialog.getByText('insufficient_funds')).toHaveCount(0);
    await expectAccessible();
    await saveScreenshot('admin-order-details-phone');

    // Nothing scrolls sideways, and the address, items and status stay inside the screen.
    const sideways = await dialog.evaluate((element) => {
      // The dialog and its scrolling body: neither may be wider than the screen shows.
      const scrollers = [element, ...element.querySelectorAll<HTMLElement>('.mantine-ScrollArea-viewport, .mantine-Modal-body')];
      return scrollers.filter((node) => node.scrollWidth > node.clientWidth + 1).length;
    });
    expect(sideways).toBe(0);
    const width = page.viewportSize()!.width;
    for (const part of [
      dialog.getByText('4 Gandhi Road', { exact: false }),
      dialog.getByRole('list', { name: 'Items' }),
      dialog.getByRole('combobox', { name: 'Update Status' }),
    ]) {
      const { x, width: partWidth } = (await part.boundingBox())!;
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + partWidth).toBeLessThanOrEqual(width);
    }
  });
});
