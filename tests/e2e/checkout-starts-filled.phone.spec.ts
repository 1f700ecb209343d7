import { expect, freshShopper, gql, seedCart, test } from './support/fixtures';
import { confirmedAccount } from './support/accounts';
import { holdScripts } from './support/held-scripts';
import { CHECKOUT_FORM, FACE_WASH_LINE } from './support/shopper';

/**
 * A checkout a shopper does not have to type: a signed-in shopper's starts with the account's
 * e-mail and saved address, and one a phone's autofill fills at first paint, before the page's
 * scripts have run, keeps every field (the state list's included, whose code comes last).
 */

test("a signed-in shopper's checkout starts with the account's e-mail and saved address", async ({ page }) => {
  const email = `asha.${Date.now()}@example.in`;
  const account = { name: 'Asha Nair', email, password: 'coconut-grove-42' };
  await confirmedAccount(page.request, account);
  const login = await gql<{ login: { user: { role: string } | null } }>(
    page.request,
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { user { role } errors { message } } }',
    { email, password: account.password },
  );
  expect(login.data?.login.user?.role).toBe('USER');
  const saved = await gql<{ saveAddress: { errors: unknown[] } }>(
    page.request,
    'mutation($input: SavedAddressInput!) { saveAddress(input: $input) { errors { message } } }',
    {
      input: {
        firstName: 'Asha',
        lastName: 'Nair',
        phone: '+91 94470 12345',
        address: '7 Beach Road',
        addressLine2: '',
        city: 'Kochi',
        state: 'Kerala',
        postalCode: '682001',
        country: 'India',
      },
    },
  );
  expect(saved.data?.saveAddress.errors).toEqual([]);
  await page.addInitScript(() => window.localStorage.setItem('role', 'user'));
  await freshShopper(page);
  await seedCart(page, [FACE_WASH_LINE]);

  await page.goto('/checkout');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Asha');
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+91 94470 12345');
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('7 Beach Road');
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('Kerala');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Review & Pay' })).toBeVisible();
  await expect(page.getByText('7 Beach Road', { exact: false })).toBeVisible();
});

test('a form autofilled at first paint, before the scripts and the state list arrive, keeps every field', async ({ page }) => {
  await freshShopper(page);
  await seedCart(page, [FACE_WASH_LINE]);
  // The state list's code comes last, after the page is interactive, as on a slow phone.
  const stateList = await holdScripts(page, /\/assets\/state-select[^/]*\.js(\?.*)?$/);
  const scripts = await holdScripts(page, /\/(assets\/(?!state-select).*\.js|start-after-load\.js)(\?.*)?$/);
  await page.goto('/checkout', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Shipping Information' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.interactive ?? null)).toBeNull();
  // As autofill does: every box at once, the state's text box included. A PIN India Post's
  // directory does not list, so the state can come from nothing but what was filled in.
  for (const [label, value] of Object.entries({ ...CHECKOUT_FORM, 'PIN code': '612999' })) {
    const box = page.getByRole('textbox', { name: label, exact: true }).or(page.getByRole('combobox', { name: label, exact: true }));
    await box.first().fill(value);
  }
  scripts.release();
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true', { timeout: 60_000 });
  const arrived = page.waitForResponse(/\/assets\/state-select/);
  stateList.release();
  await arrived;
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('Tamil Nadu');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Review & Pay' })).toBeVisible();
  await expect(page.getByText(/Kumbakonam/).first()).toBeVisible();
  await expect(page.getByText(/Tamil Nadu/).first()).toBeVisible();
});
