import { expect, gql, loginAsAdmin, test } from './support/fixtures';

interface Details {
  shopSettings: { contactNotificationEmail: string; address: string; phone: string };
}

/**
 * The shop's details are the owner's to set: on a 390 px phone the owner changes the address in
 * Settings, and the contact page, the footer and the shipping policy show the new one, already in
 * the HTML the server sends (before any script runs). Only the address changes, and only for the
 * length of the test: other specs running beside it read the phone number and e-mail.
 */
test.describe('the shop’s details on a phone', () => {
  test('an address set in Settings reaches the contact page, footer and policy', async ({ page, saveScreenshot, expectAccessible }) => {
    await loginAsAdmin(page);
    const before = (await gql<Details>(page.request, `{ shopSettings { contactNotificationEmail address phone } }`)).data!.shopSettings;
    const restore = () =>
      gql(page.request, `mutation ($input: ShopSettingsInput!) { updateShopSettings(input: $input) { errors { message } } }`, {
        input: { contactNotificationEmail: before.contactNotificationEmail, address: before.address },
      });
    try {
      await page.goto('/admin/settings');
      const form = page.getByRole('form', { name: 'Shop details' });
      // The console's Settings code and the form's answer come after the page: on a busy machine
      // the form was not there within the usual 15 s.
      await expect(form.getByLabel('Registered address')).toHaveValue(before.address, { timeout: 30_000 });
      await form.getByLabel('Registered address').fill('7 Big Bazaar Street\nTiruchirappalli, Tamil Nadu 620008\nIndia');
      await expectAccessible();
      await saveScreenshot('admin-settings-phone');
      // Nothing on the settings page scrolls sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await form.getByRole('button', { name: 'Save details' }).click();
      await expect(page.getByText('The storefront shows them now; new invoices will carry them.')).toBeVisible();

      // The server's HTML already holds them: no script is needed to read the shop's address.
      const html = (await (await page.request.get('/contact')).text()).replaceAll('<!-- -->', '');
      expect(html).toContain('7 Big Bazaar Street, Tiruchirappalli, Tamil Nadu 620008, India');
      expect(html).toContain(`>${before.phone}</a>`);
      expect(html).not.toContain('Temple Car Street');

      await page.goto('/contact');
      const main = page.getByRole('main');
      await expect(main.getByText('7 Big Bazaar Street, Tiruchirappalli, Tamil Nadu 620008, India', { exact: true })).toBeVisible();
      await expect(main.getByRole('link', { name: before.phone })).toHaveAttribute('href', `tel:${before.phone.replace(/[^\d+]/g, '')}`);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByText('7 Big Bazaar Street').first()).toBeAttached();
      await expect(footer.getByRole('link', { name: before.phone })).toBeAttached();
      await saveScreenshot('phone-contact');

      await page.goto('/shipping-policy');
      await expect(page.getByRole('main')).toContainText('from our workshop at 7 Big Bazaar Street, Tiruchirappalli');
      await saveScreenshot('phone-shipping-policy');
    } finally {
      await restore();
    }
  });
});
