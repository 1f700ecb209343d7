import type { Page } from '@playwright/test';
import { expect, freshShopper, loginAsAdmin, seedCart, test } from './support/fixtures';
import { placeOrder, payInSandbox, uniqueShopper } from './support/orders';
import { CHECKOUT_FORM, FACE_WASH_LINE, fillShipping } from './support/shopper';

const GSTIN_FIELD = 'GSTIN (for business purchases)';
const GSTIN_MESSAGE = 'Enter a valid 15-character GSTIN (e.g. 33AAAAA0000A1Z5), or leave it empty';
// Same format as a real GSTIN, but its 15th character is not the check character (9 is).
const BAD_CHECKSUM_GSTIN = '33AAAAA0000A1Z5';
const BUSINESS_GSTIN = '33AAAAA0000A1Z9';

/** A shopper typing a GSTIN with a wrong check character is stopped at the field, with the reason. */
async function refusesBadGstin(page: Page) {
  await page.getByRole('textbox', { name: GSTIN_FIELD }).fill(BAD_CHECKSUM_GSTIN);
  await page.getByRole('button', { name: /Continue to Payment/ }).click();
  await expect(page.getByText(GSTIN_MESSAGE)).toBeVisible();
  await expect(page.getByRole('textbox', { name: GSTIN_FIELD })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Review & Pay' })).toBeHidden();
}

/** The admin's Invoices page finds the order's invoice by the order number, with its PDF. */
async function adminListsInvoice(page: Page, orderNumber: string) {
  await loginAsAdmin(page);
  await page.goto('/admin/invoices');
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: /Search/i }).fill(orderNumber);
  // A table row on a wide screen, a card on a phone: whichever is shown.
  const row = page
    .locator('[data-testid="admin-tax-document-row"], [data-testid="admin-tax-document-card"]')
    .filter({ visible: true })
    .filter({ hasText: orderNumber });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(/HR\/\d{4}\/\d{5}/);
  return row;
}

test.describe('GST on screen and the tax invoice', () => {
  test.beforeEach(async ({ page }) => freshShopper(page));

  test('a business purchase: taxes shown inclusive, the GSTIN checked, the invoice linked once paid and listed for the admin', async ({
    page,
    saveScreenshot,
  }) => {
    await page.goto('/product/hair-oil-1');
    await expect(page.getByTestId('product-tax-note')).toHaveText('Inclusive of all taxes');
    await page.getByRole('button', { name: 'Add to Cart' }).click();

    await page.goto('/cart');
    await expect(page.getByTestId('order-total')).toHaveText('₹279.00');
    // Hair oil at 5 %: ₹11.86 in the oil, ₹1.43 in the shipping.
    await expect(page.getByTestId('order-gst')).toHaveText('₹13.29');
    await expect(page.getByText('Inclusive of all taxes')).toBeVisible();
    await expect(page.getByTestId('order-tax')).toHaveCount(0);

    await page.getByRole('link', { name: /Proceed to Checkout/ }).click();
    await fillShipping(page);
    await refusesBadGstin(page);
    await saveScreenshot('desktop-checkout-gstin-refused');
    await page.getByRole('textbox', { name: GSTIN_FIELD }).fill(BUSINESS_GSTIN);
    await expect(page.getByText(GSTIN_MESSAGE)).toBeHidden();
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    await expect(page.getByRole('heading', { name: 'Review & Pay' })).toBeVisible();
    await expect(page.getByTestId('review-gstin')).toHaveText(`GSTIN ${BUSINESS_GSTIN}`);
    await expect(page.getByTestId('order-gst')).toHaveText('₹13.29');
    await page.getByRole('button', { name: 'Pay ₹279.00' }).click();
    await expect(page).toHaveURL(/\/sandbox\/phonepe\//);
    await page.getByRole('button', { name: /^Pay/ }).click();

    await expect(page).toHaveURL(/\/checkout\?status=SUCCESS/);
    await expect(page.getByTestId('order-gst')).toHaveText('₹13.29');
    await expect(page.getByRole('link', { name: /Tax invoice HR\/\d{4}\/\d{5} \(PDF\)/ })).toBeVisible();

    await page.getByRole('link', { name: 'View Order Summary' }).click();
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(page.getByTestId('order-gst')).toHaveText('₹13.29');
    const invoiceLink = page.getByTestId('tax-documents').getByRole('link', { name: /Tax invoice/ });
    await expect(invoiceLink).toBeVisible();
    const pdf = await page.request.get((await invoiceLink.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await saveScreenshot('desktop-order-summary-invoice');
    const orderNumber = (await page.getByText(/^HB-\d+$/).textContent())!;

    const row = await adminListsInvoice(page, orderNumber);
    await expect(row).toContainText(BUSINESS_GSTIN);
    await expect(row).toContainText(CHECKOUT_FORM['First Name']);
    await expect(row.getByRole('link', { name: /PDF of HR\// })).toBeVisible();
    await saveScreenshot('desktop-admin-invoices');
  });

  test('an order not yet paid shows no invoice link', async ({ page }) => {
    const order = await placeOrder(page.request, uniqueShopper('Asha', 'Unpaid'), 1, 'face-wash-1');
    await page.goto(`/order-summary/${order.id}`);
    await expect(page.getByTestId('order-gst')).toHaveText('₹34.94');
    await expect(page.getByTestId('tax-documents')).toHaveCount(0);
  });
});

test.describe('GST on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.beforeEach(async ({ page }) => freshShopper(page));

  test('cart and checkout show the GST, refuse a bad GSTIN; a paid order links its invoice, the admin lists it', async ({
    page,
    saveScreenshot,
  }) => {
    await seedCart(page, [FACE_WASH_LINE]);
    await page.goto('/cart');
    // Face wash at 18 %: ₹30.36 in the face wash, ₹4.58 in the shipping.
    await expect(page.getByTestId('order-gst')).toHaveText('₹34.94');
    await expect(page.getByText('Inclusive of all taxes')).toBeVisible();
    await page.goto('/checkout');
    await fillShipping(page);
    await refusesBadGstin(page);
    await saveScreenshot('phone-checkout-gstin-refused');

    const shopper = uniqueShopper('Ravi', 'Phone');
    const order = await placeOrder(page.request, shopper, 1, 'face-wash-1');
    await payInSandbox(page, order);
    await page.goto(`/order-summary/${order.id}`);
    await expect(page.getByTestId('order-gst')).toHaveText('₹34.94');
    const invoiceLink = page.getByTestId('tax-documents').getByRole('link', { name: /Tax invoice HR\// });
    await expect(invoiceLink).toBeVisible();
    await invoiceLink.scrollIntoViewIfNeeded();
    // Nothing pushes the page sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot('phone-order-summary-invoice');

    const row = await adminListsInvoice(page, order.orderNumber);
    await expect(row).toContainText(shopper.firstName);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot('phone-admin-invoices');
  });
});
