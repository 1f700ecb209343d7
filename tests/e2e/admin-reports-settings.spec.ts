import { readFile } from 'node:fs/promises';
import { formatRupees } from '@common/money';
import { expect, gql, loginAsAdmin, test } from './support/fixtures';
import { ORDER_PRODUCT, payInSandbox, placeOrder, uniqueShopper } from './support/orders';
import { coveredByThemeSwitchAnywhere } from './support/layout';

/** The owner's Reports and Settings and a failed order's reason in words. */

const REPORT = `query($from: String!, $to: String!) { salesReport(from: $from, to: $to) { revenue orderCount products { productId quantity } } }`;

test.describe('admin reports and settings', () => {
  test('View Reports shows the period’s sales as a chart and figures, and exports its orders as CSV', async ({
    page,
    saveScreenshot,
    expectAccessible,
  }) => {
    await loginAsAdmin(page);
    const order = await placeOrder(page.request, uniqueShopper('Lata', 'Menon'), 1);
    await payInSandbox(page, order);

    await page.goto('/admin');
    await page.getByRole('link', { name: /View Reports/ }).click();
    await expect(page).toHaveURL(/\/admin\/reports$/);
    // The reports screen and its charts library load on this first visit.
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('sales-chart')).toBeVisible();
    // One bar a day of the default period (the last 30 days); today's holds this order.
    await expect(page.getByTestId('sales-chart').locator('.recharts-bar-rectangle')).toHaveCount(30);
    await expect(page.getByTestId('sales-chart').locator('.recharts-bar-rectangle').last()).toBeVisible();

    // The figures on the page are the server's for the same period (last 30 days, India's calendar).
    const to = await page.getByLabel('To', { exact: true }).inputValue();
    const from = await page.getByLabel('From', { exact: true }).inputValue();
    await expect(async () => {
      const { data } = await gql<{ salesReport: { revenue: number; products: { productId: string }[] } }>(page.request, REPORT, {
        from,
        to,
      });
      const report = data!.salesReport;
      await page.reload();
      await expect(page.getByTestId('report-totals')).toContainText(formatRupees(report.revenue), { timeout: 15_000 });
      expect(report.products.map((product) => product.productId)).toContain(ORDER_PRODUCT);
    }).toPass({ timeout: 60_000 });
    await expect(page.getByTestId('report-product-row').filter({ hasText: ORDER_PRODUCT })).toBeVisible();
    // On a laptop nothing floats over the figures: the revenue column is whole at every scroll.
    expect(await coveredByThemeSwitchAnywhere(page)).toEqual([]);
    await expectAccessible();
    await saveScreenshot('admin-reports-desktop');

    // A shorter period asks again: today alone still holds this order.
    await page.getByText('Last 7 days', { exact: true }).click();
    await expect(page.getByLabel('From', { exact: true })).not.toHaveValue(from);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export orders (CSV)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await file.path(), 'utf8');
    // The file names its separator first, so a spreadsheet set to ';' or tabs still splits it on commas.
    expect(csv.split('\r\n')[0]).toBe('sep=,');
    expect(csv.split('\r\n')[1]).toMatch(/^Order,Placed \(IST\),Customer,Email/);
    expect(csv).toContain(`${order.orderNumber},`);

    // A period that ends before it starts is explained, not sent.
    await page.getByLabel('From', { exact: true }).fill('2030-01-02');
    await page.getByLabel('To', { exact: true }).fill('2030-01-01');
    await expect(page.getByRole('alert').filter({ hasText: 'The period must end on or after the day it starts' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export orders (CSV)' })).toBeDisabled();
  });

  test('Settings keeps the contact notification address on the server and refuses a bad one', async ({
    page,
    saveScreenshot,
    expectAccessible,
  }) => {
    await loginAsAdmin(page);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    const field = page.getByRole('textbox', { name: 'Notification email' });
    const before = await gql<{ shopSettings: { contactNotificationEmail: string; contactNotificationEmailSet: boolean } }>(
      page.request,
      `{ shopSettings { contactNotificationEmail contactNotificationEmailSet } }`,
    );
    const original = before.data!.shopSettings.contactNotificationEmail;
    // Field and hint agree: an address not chosen yet is the hint's, not a value in the field.
    await expect(field).toHaveValue(before.data!.shopSettings.contactNotificationEmailSet ? original : '');
    // The notification address has its own form and Save (the page has others, e.g. search synonyms).
    const save = field.locator('xpath=ancestor::form').getByRole('button', { name: 'Save' });
    try {
      await expectAccessible();
      await saveScreenshot('admin-settings-desktop');

      await field.fill('not an address');
      await save.click();
      await expect(page.getByText('Enter a valid email address for contact notifications')).toBeVisible();

      const address = `owner.${Date.now()}@herbal.test`;
      await field.fill(address);
      await save.click();
      await expect(page.getByText('Contact messages will be sent to this address.')).toBeVisible();
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Notification email' })).toHaveValue(address);
      const stored = await gql<{ shopSettings: { contactNotificationEmail: string } }>(
        page.request,
        `{ shopSettings { contactNotificationEmail } }`,
      );
      expect(stored.data!.shopSettings.contactNotificationEmail).toBe(address);
    } finally {
      // Leave the settings as found: every spec shares this one shop.
      const restored = await gql<{ updateShopSettings: { errors: Array<{ message: string }> } }>(
        page.request,
        'mutation($input: ShopSettingsInput!) { updateShopSettings(input: $input) { errors { message } } }',
        { input: { contactNotificationEmail: original } },
      );
      expect(restored.data?.updateShopSettings.errors).toEqual([]);
    }
  });

  test('an unknown admin path still shows the dashboard', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/no-such-screen');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });
});
