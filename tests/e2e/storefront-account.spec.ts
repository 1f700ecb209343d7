import { expect, freshShopper, seedCart, test } from './support/fixtures';

test.describe('accounts, wishlist and keyboard use', () => {
  test.beforeEach(async ({ page }) => freshShopper(page));

  test('login dialog: refusal, admin sign-in, admin menu and logout', async ({ page, adminCredentials, saveScreenshot }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(dialog.getByText('Email is required')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Email' }).fill(adminCredentials.email);
    await dialog.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /invalid|incorrect|wrong|failed/i })
        .first(),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    await saveScreenshot('desktop-login-refused');

    await dialog.getByRole('textbox', { name: 'Password' }).fill(adminCredentials.password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('role'))).toBe('admin');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('role'))).toBeNull();
  });

  test('wishlist keeps saved products', async ({ page, saveScreenshot }) => {
    await page.goto('/products/hair');
    await page.getByRole('button', { name: 'Add Bhringraj & Amla Hair Oil to wishlist' }).click();
    await expect(page.getByRole('button', { name: 'Remove Bhringraj & Amla Hair Oil from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto('/wishlist');
    await expect(page.getByRole('link', { name: 'Bhringraj & Amla Hair Oil' })).toBeVisible();
    await saveScreenshot('desktop-wishlist');
    await page.getByRole('button', { name: 'Remove Bhringraj & Amla Hair Oil from wishlist' }).click();
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  });

  test('checkout works with the keyboard alone', async ({ page }) => {
    // The cart holds what the shopper saw: today's price of the first size.
    await page.goto('/');
    const price = await page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        body: JSON.stringify({ query: '{ product(id: "skin-soap-1") { sizes { label price } } }' }),
      });
      const body = (await response.json()) as { data: { product: { sizes: Array<{ label: string; price: number }> } } };
      return body.data.product.sizes[0];
    });
    await seedCart(page, [
      {
        productId: 'skin-soap-1',
        name: 'Soap',
        size: price.label,
        unitPrice: price.price,
        quantity: 1,
        imageUrl: '/images/products/skin-soap-1/640.webp',
        category: 'skin',
      },
    ]);
    await page.goto('/checkout');
    await page.getByRole('textbox', { name: 'First Name' }).focus();
    // The second address line stays empty; in India the PIN comes before the city and state; the
    // state list takes its highlighted match on Tab.
    for (const value of ['Arjun', 'Nair', 'arjun@example.in', '9847012345', '3 Beach Road', '', '682001', 'Kochi', 'Kerala']) {
      if (value) await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    await expect(page.getByRole('combobox', { name: 'Country' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'PIN code' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Review & Pay' })).toBeVisible();

    for (let i = 0; i < 40; i += 1) {
      const name = await page.evaluate(() => document.activeElement?.textContent ?? '');
      if (/^Pay ₹/.test(name.trim())) break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sandbox\/phonepe\//);
  });
});
