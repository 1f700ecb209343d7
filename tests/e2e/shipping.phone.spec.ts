import { searchAdminOrders } from './support/admin-orders';
import { expect, loginAsAdmin, test } from './support/fixtures';
import { payInSandbox, placeOrder, uniqueShopper } from './support/orders';

/**
 * On a 390 px phone the owner ships a paid order from its details with a Delhivery tracking
 * number (a number in another courier's shape is refused on the form, as the server would), and
 * the shopper finding the order on the track-order page sees the courier and the tracking link.
 */
test('the owner ships with a Delhivery number and the track-order page shows the courier and link', async ({ page, saveScreenshot }) => {
  const shopper = uniqueShopper('Meena', 'Ship');
  const order = await placeOrder(page.request, shopper, 1);
  await payInSandbox(page, order);

  await loginAsAdmin(page);
  await searchAdminOrders(page, shopper.email);
  await page.getByRole('button', { name: `View order ${order.orderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Order Details' });
  const form = dialog.getByRole('form', { name: 'Ship this order' });
  await form.getByRole('combobox', { name: 'Courier' }).click();
  await page.getByRole('option', { name: 'Delhivery' }).click();
  await form.getByLabel('Tracking number').fill('EE123456789IN');
  await form.getByRole('button', { name: 'Ship order' }).click();
  await expect(form.getByText('A Delhivery tracking number is 12 to 14 digits')).toBeVisible();
  await saveScreenshot('admin-ship-form-phone');

  await form.getByLabel('Tracking number').fill('1234567890123');
  await form.getByRole('button', { name: 'Ship order' }).click();
  const shipment = dialog.getByTestId('shipment');
  await expect(shipment).toContainText('Delhivery');
  await expect(shipment.getByRole('link', { name: '1234567890123' })).toHaveAttribute(
    'href',
    'https://www.delhivery.com/track/package/1234567890123',
  );
  await expect(dialog.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.context().clearCookies();
  await page.goto(`/track-order?order=${order.orderNumber}`);
  await page.getByLabel('Email used for the order').fill(shopper.email);
  await page.getByRole('button', { name: 'Track order' }).click();
  const courier = page.getByTestId('shipment');
  await expect(courier).toContainText('Delhivery · tracking number 1234567890123');
  await expect(courier.getByRole('link', { name: 'Track your parcel with Delhivery' })).toHaveAttribute(
    'href',
    'https://www.delhivery.com/track/package/1234567890123',
  );
  await saveScreenshot('track-order-shipped-phone');
});
