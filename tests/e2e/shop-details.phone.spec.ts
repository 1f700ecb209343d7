import { expect, gql, loginAsAdmin, test } from './support/fixtures';

interface Details {
  shopSettings: { contactNotificationEmail: string; address: string; phone: string };
}

/**
 * The shop's details are the owner's to set: on a 390 px phone the owner changes the address and
 * phone in Settings, and the contact page, the footer and the shipping policy show the new ones,
 * already in the HTML the server sends (before any script runs).
 */
test.describe('the shop’s details on a phone', () => {
  test('an address and phone set in Settings reach the contact page, footer and policy', async ({
    page,
    saveScreenshot,
    expectAccessible,
  }) => {
    await loginAsAdmin(page);
    const before = (await gql<Details>(page.request, `{ shopSettings { contactNotificationEmail address phone } }`)).data!.shopSettings;
    const restore = () =>
      gql(page.request, `mutation ($input: ShopSettingsInput!) { updateShopSettings(input: $input) { errors { message } } }`, {
        input: { contactNotificationEmail: before.contactNotificationEmail, address: before.address, phone: before.phone },
      });
    try {
      await page.goto('/admin/settings');
      const form = page.getByRole('form', { name: 'Shop details' });
      await expect(form.getByLabel('Registered address')).toHaveValue(before.address);
      await form.getByLabel('Registered address').fill('7 Big Bazaar Street\nTiruchirappalli, Tamil Nadu 620008\nIndia');
      await form.getByLabel('Phone').fill('+91 431 270 0123');
      await expectAccessible();
      await saveScreenshot('admin-settings-phone');
      // Nothing on the settings page scrolls sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await form.getByRole('button', { name: 'Save details' }).click();
      await expect(page.getByText('The storefront shows them now; new invoices will carry them.')).toBeVisible();

      // The server's HTML already holds them: no script is needed to read the shop's address.
      const html = (await (await page.request.get('/contact')).text()).replaceAll('<!-- -->', '');
      expect(html).toContain('7 Big Bazaar Street, Tiruchirappalli, Tamil Nadu 620008, India');
      expect(html).toContain('href="tel:+914312700123"');
      expect(html).not.toContain('Temple Car Street');

      await page.goto('/contact');
      const main = page.getByRole('main');
      await expect(main.getByText('7 Big Bazaar Street, Tiruchirappalli, Tamil Nadu 620008, India')).toBeVisible();
      await expect(main.getByRole('link', { name: '+91 431 270 0123' })).toHaveAttribute('href', 'tel:+914312700123');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByText('7 Big Bazaar Street')).toBeAttached();
      await expect(footer.getByRole('link', { name: '+91 431 270 0123' })).toBeAttached();
      await saveScreenshot('phone-contact');

      await page.goto('/shipping-policy');
      await expect(page.getByRole('main')).toContainText('from our workshop at 7 Big Bazaar Street, Tiruchirappalli');
      await saveScreenshot('phone-shipping-policy');
    } finally {
      await restore();
    }
  });
});
