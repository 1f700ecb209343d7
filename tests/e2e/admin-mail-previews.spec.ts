import { expect, loginAsAdmin, test } from './support/fixtures';

/** The owner previews the shop's e-mails from Settings → E-mails, each rendered with a sample order. */

test.describe('e-mail previews', () => {
  test('Settings → E-mails → Preview e-mails shows each e-mail as mail apps would, and as plain text', async ({
    page,
    saveScreenshot,
    expectAccessible,
  }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/settings');
    const emails = page.getByRole('region', { name: 'E-mails' });
    await emails.getByRole('link', { name: 'Preview e-mails' }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/emails$/);
    await expect(page.getByRole('heading', { name: 'E-mail previews', level: 1 })).toBeVisible({ timeout: 30_000 });

    const list = page.getByRole('navigation', { name: 'E-mails' });
    // Every e-mail the shop sends, shoppers' and the owner's (server/src/back-office/mail-samples.ts).
    await expect(list.getByRole('button')).toHaveCount(23);

    // The order confirmation first: the sample order's lines and the shop's own footer, inside the frame.
    await expect(page.getByTestId('mail-subject')).toHaveText(/^Your .+ order HB-1042 is confirmed$/);
    const confirmation = page.frameLocator('iframe[title="Order confirmation e-mail"]');
    await expect(confirmation.getByText('Thank you for your order, Ananya!')).toBeVisible();
    await expect(confirmation.getByText('Bhringraj Hair Oil')).toBeVisible();
    await expect(confirmation.getByText(/GSTIN: /)).toBeVisible();
    await expect(page.locator('iframe[title="Order confirmation e-mail"]')).toHaveAttribute('sandbox', 'allow-same-origin');
    await expectAccessible();
    await saveScreenshot('admin-mail-preview-order-confirmation');

    await list.getByRole('button', { name: /Return approved/ }).click();
    await expect(page.getByRole('heading', { name: 'Return approved', level: 2 })).toBeVisible();
    const approved = page.frameLocator('iframe[title="Return approved e-mail"]');
    await expect(approved.getByText(/Bhringraj Hair Oil \(200 ml\)/)).toBeVisible();
    await saveScreenshot('admin-mail-preview-return-approved');

    await page.getByRole('tab', { name: 'Plain text' }).click();
    await expect(page.getByLabel('Return approved, plain text')).toContainText('GSTIN: ');
  });
});
