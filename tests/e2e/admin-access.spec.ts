import { expect, loginAsAdmin, signInThroughDialog, test, useColorScheme } from './support/fixtures';

/** Who may enter /admin, and how an admin gets in and out (docs/storefront.md, Screens and routes). */
test.describe('admin access', () => {
  test('a guest opening a console page signs in there and lands on that page', async ({ page, adminCredentials }) => {
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { name: 'Sign in to the console', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toHaveCount(0);
    await page.getByLabel('Email').fill(adminCredentials.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(adminCredentials.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  });

  test('a stored role of admin is only a hint: without a session the console stays shut', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('role', 'admin'));
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Sign in to the console', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toHaveCount(0);
  });

  test("a wrong password is refused with the server's message", async ({ page, adminCredentials }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Email').fill(adminCredentials.email);
    await dialog.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Invalid email or password').first()).toBeVisible();
    await page.goto('/admin');
    await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toHaveCount(0);
  });

  test('an admin signs in, opens the console from the user menu, and logs out to the home page', async ({
    page,
    adminCredentials,
    saveScreenshot,
  }) => {
    await page.goto('/');
    await signInThroughDialog(page, adminCredentials);

    // The header swaps in the admin's menu when the sign-in's `me` answer lands; a click on the
    // menu being replaced is lost (seen once in CI), so open it again until the console opens.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
      await expect(page).toHaveURL(/\/admin$/, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    for (const link of ['Dashboard', 'Products', 'Orders', 'Customers', 'Settings', 'Back to Store']) {
      await expect(nav.getByRole('link', { name: link })).toBeVisible();
    }
    await saveScreenshot('admin-dashboard-desktop');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Sign in to the console', level: 1 })).toBeVisible();
  });

  test('Back to Store returns to the shop without a reload', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/products');
    await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Back to Store' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the console reads well in dark mode', async ({ page, saveScreenshot, expectAccessible }) => {
    await useColorScheme(page, 'dark');
    await loginAsAdmin(page);
    await page.goto('/admin/products');
    await expect(page.getByTestId('admin-product-row').first()).toBeVisible();
    await expectAccessible();
    await saveScreenshot('admin-products-dark-desktop');
    await page.goto('/admin');
    await expect(page.getByTestId('dashboard-stat')).toHaveCount(6);
    await expectAccessible();
    await saveScreenshot('admin-dashboard-dark-desktop');
  });
});
