import { readFile } from 'node:fs/promises';
import { confirmedAccount } from './support/accounts';
import { E2E_ADMIN } from './support/e2e-env';
import { expect, gql, signInThroughDialog, test } from './support/fixtures';
import { placeOrder, uniqueShopper } from './support/orders';

/**
 * A shopper's data controls in My account: "Download my data" saves a JSON file holding their
 * orders and saved addresses, and "Delete my account" (with their password) erases the account,
 * after which signing in with it fails.
 */
test('My account: download my data as JSON with my orders and addresses, then delete the account; signing in fails after', async ({
  page,
  playwright,
}) => {
  test.slow();
  const shopper = uniqueShopper('Lakshmi', 'Menon');
  const password = 'tulsi-ginger-4';
  await confirmedAccount(page.request, { name: 'Lakshmi Menon', email: shopper.email, password });
  const order = await placeOrder(page.request, shopper, 1);
  // An order on its way keeps its address until delivered; this one the owner cancels, so the account may go.
  const owner = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    await gql(
      owner,
      'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { errors { message } } }',
      E2E_ADMIN,
    );
    const cancelled = await gql<{ updateOrderStatus: { errors: Array<{ message: string }> } }>(
      owner,
      'mutation($id: ID!) { updateOrderStatus(id: $id, status: CANCELLED) { errors { message } } }',
      { id: order.id },
    );
    expect(cancelled.data?.updateOrderStatus.errors).toEqual([]);
  } finally {
    await owner.dispose();
  }

  await page.goto('/');
  await signInThroughDialog(page, { email: shopper.email, password });
  const saved = await gql<{ saveAddress: { errors: Array<{ message: string }> } }>(
    page.request,
    'mutation($input: SavedAddressInput!) { saveAddress(input: $input) { errors { message } } }',
    {
      input: {
        firstName: 'Lakshmi',
        lastName: 'Menon',
        phone: '+91 94470 55667',
        address: '22 Temple Street',
        city: 'Thrissur',
        state: 'Kerala',
        postalCode: '680001',
        country: 'India',
      },
    },
  );
  expect(saved.data?.saveAddress.errors).toEqual([]);

  await page.goto('/account');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('my-data.json');
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    account: { email: string };
    savedAddresses: Array<{ city: string; postal_code: string }>;
    orders: Array<{ order_number: number; status: string; city: string; lines: Array<{ quantity: number }> }>;
  };
  expect(data.account.email).toBe(shopper.email);
  expect(data.savedAddresses).toEqual([expect.objectContaining({ city: 'Thrissur', postal_code: '680001' })]);
  expect(data.orders).toHaveLength(1);
  expect(order.orderNumber).toContain(String(data.orders[0].order_number));
  expect(data.orders[0]).toMatchObject({ status: 'Cancelled', city: 'Madurai', lines: [{ quantity: 1 }] });

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill(password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill(shopper.email);
  await login.getByRole('textbox', { name: 'Password' }).fill(password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await expect(login).toBeVisible();
});
