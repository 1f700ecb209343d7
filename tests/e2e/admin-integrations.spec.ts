import { E2E_BASE_URL } from './support/e2e-env';
import { expect, loginAsAdmin, test } from './support/fixtures';

/** Settings → API access and Webhooks: what the owner does for an integrator. */

async function ordersWithToken(secret: string): Promise<number> {
  const response = await fetch(`${E2E_BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query: '{ orders(limit: 1) { totalCount } }' }),
  });
  return response.status;
}

test.describe('admin integrations', () => {
  test('an API token is created with scopes, shown once, works at once, shows its last use and stops working when revoked', async ({
    page,
    expectAccessible,
  }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/settings');
    const access = page.getByRole('region', { name: 'API access' });
    await access.getByRole('textbox', { name: /Token name/ }).fill('E2E warehouse');
    await access.getByRole('checkbox', { name: 'Change order statuses' }).check();
    await access.getByRole('button', { name: 'Create token' }).click();

    const secret = (await access.getByTestId('shown-once-secret').textContent())!.trim();
    expect(secret).toMatch(/^hr_test_[\w-]{43}$/);
    await expect(access.getByRole('button', { name: 'Copy' })).toBeVisible();
    await expectAccessible();
    expect(await ordersWithToken(secret)).toBe(200);

    await access.getByRole('button', { name: 'I have stored it' }).click();
    await expect(access.getByTestId('shown-once-secret')).toHaveCount(0);
    await page.reload();
    const row = page.getByRole('region', { name: 'API access' }).getByRole('row', { name: /E2E warehouse/ });
    await expect(row).toContainText('Orders: change status');
    await expect(row).not.toContainText('Never');

    await row.getByRole('button', { name: 'Revoke E2E warehouse' }).click();
    await row.getByRole('button', { name: 'Revoke now' }).click();
    await expect(row).toContainText('Revoked');
    expect(await ordersWithToken(secret)).toBe(401);
  });

  test('a webhook endpoint must be public; a good one is listed with its events and its secret shown once', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/settings');
    const hooks = page.getByRole('region', { name: 'Webhooks' });
    await hooks.getByRole('textbox', { name: /Endpoint URL/ }).fill('http://127.0.0.1:9/hooks');
    await hooks.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(hooks.getByText('Webhook URLs must point at a public address, not a loopback, link-local or private one')).toBeVisible();

    await hooks.getByRole('textbox', { name: /Endpoint URL/ }).fill('https://93.184.216.34/hooks/herbal');
    await hooks.getByRole('checkbox', { name: /^stock\.low/ }).check();
    await hooks.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(hooks.getByTestId('shown-once-secret')).toContainText('whsec_');
    await hooks.getByRole('button', { name: 'I have stored it' }).click();
    const endpoint = hooks.getByTestId('webhook-endpoint').filter({ hasText: 'https://93.184.216.34/hooks/herbal' });
    await expect(endpoint).toContainText('order.created');
    await expect(endpoint).toContainText('stock.low');
  });
});
