import { expect, freshShopper, test } from './support/fixtures';

/**
 * On a 390 px phone a shopper types their PIN code on a product page and reads the shop's promise
 * for it: the day it arrives, the time left to ship today when there is any, and whether cash is
 * taken at the door; a PIN India Post does not have gets no promise; the next product page
 * remembers the PIN.
 */
test('a PIN code on the product page says by when it arrives and whether cash on delivery is there', async ({
  page,
  saveScreenshot,
  expectAccessible,
}) => {
  await freshShopper(page);
  await page.goto('/product/hair-oil-1');
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });

  const check = page.getByRole('region', { name: 'Check delivery' });
  const pin = check.getByRole('textbox', { name: 'PIN code' });
  await pin.fill('5600');
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(check.getByText('Please enter a valid 6-digit PIN code')).toBeVisible();

  await pin.fill('560001');
  await pin.press('Enter');
  await expect(page.getByTestId('delivery-promise-date')).toHaveText(
    /^Delivery by [A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} to Bangalore, Karnataka$/,
  );
  await expect(page.getByTestId('delivery-promise-cod')).toHaveText(
    /^(Cash on delivery available|Pay online: cash on delivery is not offered right now)$/,
  );
  await expectAccessible();
  await saveScreenshot('product-delivery-promise-phone');
  // Nothing on the page scrolls sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  await pin.fill('999999');
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByTestId('delivery-promise-date')).toHaveText('India Post has no PIN code 999999: check it, or try another');
  await expect(page.getByTestId('delivery-promise-cod')).toHaveCount(0);

  await pin.fill('613001');
  await pin.press('Enter');
  await expect(page.getByTestId('delivery-promise-date')).toContainText('to Thanjavur, Tamil Nadu');
  await page.goto('/product/hair-oil-5');
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await expect(page.getByRole('region', { name: 'Check delivery' }).getByRole('textbox', { name: 'PIN code' })).toHaveValue('613001');
});
