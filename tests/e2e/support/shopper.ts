import { expect, type Page } from '@playwright/test';

/** The checkout form's fields by their labels, as a shopper in Kumbakonam fills them in. */
export const CHECKOUT_FORM = {
  'First Name': 'Meena',
  'Last Name': 'Iyer',
  Email: 'meena.iyer@example.in',
  Phone: '+91 98400 55555',
  Address: '14 Gandhi Road',
  City: 'Kumbakonam',
  State: 'Tamil Nadu',
  'PIN code': '612001',
};

/** One face wash in the cart: the line the phone suites seed before opening the cart or checkout. */
export const FACE_WASH_LINE = {
  productId: 'face-wash-1',
  name: 'Neem Tulsi Face Wash',
  size: '100ml',
  unitPrice: 199,
  quantity: 1,
  imageUrl: '/images/products/face-wash-1/640.webp',
  category: 'skin',
};

/**
 * Fills the checkout's shipping form field by field as a shopper does: text boxes are typed into,
 * and a field offered as a list (the states of India) is typed to filter and then chosen.
 */
export async function fillShipping(page: Page, form: Record<string, string> = CHECKOUT_FORM): Promise<void> {
  for (const [label, value] of Object.entries(form)) {
    const textbox = page.getByRole('textbox', { name: label, exact: true });
    const list = page.getByRole('combobox', { name: label, exact: true });
    // Wait for the field, whichever it is: a checkout still loading has neither yet.
    await textbox.or(list).first().waitFor();
    if ((await textbox.count()) > 0) {
      await textbox.fill(value);
    } else {
      // The server's HTML has the fields before the scripts run; a list opens only once they have,
      // and the states' list once its own code has arrived: typed before that, it is typed again.
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      const option = page.getByRole('option', { name: value, exact: true });
      await expect(async () => {
        await list.fill(value);
        await expect(option).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await option.click();
    }
  }
}
