import { createDiscountCode } from './support/discounts';
import { expect, freshShopper, loginAsAdmin, seedCart, test } from './support/fixtures';
import { FACE_WASH_LINE, fillShipping } from './support/shopper';

/**
 * A shopper on a 390 px phone with two face washes (₹398) in the cart: a code with a ₹500 minimum
 * is refused with what is still needed, shown on the field; a 10 % code applies with its saving
 * (₹39.80) and a Remove button, and the checkout charges the discounted total (₹388.20 with ₹30
 * shipping) at the payment partner.
 */
test('applies a discount code in the cart and pays the discounted total', async ({ page, browser, saveScreenshot }) => {
  const owner = await browser.newPage();
  await loginAsAdmin(owner);
  const withMinimum = await createDiscountCode(owner.request, {
    code: 'PHONE500',
    kind: 'PERCENTAGE',
    percent: 10,
    minimumSubtotalPaise: 500_00,
  });
  const tenOff = await createDiscountCode(owner.request, { code: 'HERBAL10', kind: 'PERCENTAGE', percent: 10 });
  await owner.close();

  await freshShopper(page);
  await page.evaluate(() => window.localStorage.removeItem('herbal-discount-code'));
  await seedCart(page, [{ ...FACE_WASH_LINE, quantity: 2 }]);
  await page.goto('/cart');
  await expect(page.getByTestId('order-total')).toHaveText('₹428.00');

  await page.getByRole('button', { name: 'Have a discount code?' }).click();
  const field = page.getByRole('textbox', { name: 'Discount code' });
  await field.fill(withMinimum.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Add ₹102.00 more to use ${withMinimum}.`)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('order-total')).toHaveText('₹428.00');

  await field.fill(tenOff.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('discount-applied')).toContainText(`${tenOff} applied · you save ₹39.80`);
  await expect(page.getByTestId('order-discount')).toHaveText('−₹39.80');
  await expect(page.getByTestId('order-total')).toHaveText('₹388.20');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await saveScreenshot('phone-cart-discount');

  await page.getByRole('link', { name: /Proceed to Checkout/ }).click();
  await fillShipping(page);
  await page.getByRole('button', { name: /Continue to Payment/ }).click();
  await expect(page.getByTestId('discount-applied')).toContainText(tenOff);
  await page.getByRole('button', { name: 'Pay ₹388.20' }).click();
  await page.waitForURL((url) => url.pathname.includes('/pay/'));
  await expect(page.getByText('₹388.20').first()).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL((url) => !url.pathname.includes('/pay/'));
  await expect(page.getByText('Payment successful!').first()).toBeVisible();
  // Paid: the code is not carried into the next cart.
  expect(await page.evaluate(() => window.localStorage.getItem('herbal-discount-code'))).toBeNull();
});
