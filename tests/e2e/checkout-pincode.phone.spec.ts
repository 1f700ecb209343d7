import { expect, freshShopper, seedCart, test } from './support/fixtures';
import { FACE_WASH_LINE } from './support/shopper';

/**
 * On a 390 px phone a shopper types their PIN code at checkout: a code India Post knows fills the
 * city and state (the directory stays on the server; the page asks for one code); a code it does
 * not know says so, and the shopper fills them in as before.
 */
test('a PIN code fills the city and state; an unknown one says so', async ({ page, saveScreenshot, expectAccessible }) => {
  await freshShopper(page);
  await seedCart(page, [FACE_WASH_LINE]);
  await page.goto('/checkout');
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });

  const pin = page.getByRole('textbox', { name: 'PIN code', exact: true });
  const city = page.getByRole('textbox', { name: 'City', exact: true });
  const state = page.getByRole('combobox', { name: 'State', exact: true });
  await pin.fill('612001');
  await expect(city).toHaveValue('Kumbakonam');
  await expect(state).toHaveValue('Tamil Nadu');
  // The server's delivery promise for the PIN follows where it is.
  await expect(page.getByTestId('pincode-note')).toHaveText(/^Thanjavur, Tamil Nadu · Delivery by [A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2}$/);
  await expectAccessible();
  await saveScreenshot('checkout-pincode-phone');

  // Another PIN moves what the last one filled; the shopper's own words are theirs to keep.
  await pin.fill('560001');
  await expect(city).toHaveValue('Bangalore');
  await expect(state).toHaveValue('Karnataka');
  await city.fill('Bengaluru');
  await pin.fill('110001');
  await expect(state).toHaveValue('Delhi');
  await expect(city).toHaveValue('Bengaluru');

  await pin.fill('999999');
  await expect(page.getByTestId('pincode-note')).toHaveText('India Post has no PIN code 999999: check it, or fill in your city and state');
  await expect(state).toHaveValue('Delhi');
  // Nothing on the form scrolls sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
