import { expect, loginAsAdmin, test } from './support/fixtures';

/** The console on a 390 px phone: the sidebar folds behind the burger (spec §2 Admin layout). */
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
