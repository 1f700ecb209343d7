import { searchAdminOrders } from './support/admin-orders';
import { expect, loginAsAdmin, test } from './support/fixtures';
import { payInSandbox, placeOrder, uniqueShopper } from './support/orders';

/**
 * The whole courier flow with no account: the owner checks which couriers carry a paid order's
 * parcel and at what price, ships it through the courier service, and then, on the sandbox's
 * parcels page, moves the parcel out for delivery and delivered; each move reaches the shop's
 * tracking webhook, and the order's details show the courier's updates and the order delivered.
 */
test('the owner ships through the courier sandbox and moves the parcel to delivered', async ({ page, saveScreenshot }) => {
  const shopper = uniqueShopper('Kavya', 'Courier');
  const order = await placeOrder(page.request, shopper, 1);
  await payInSandbox(page, order);

  await loginAsAdmin(page);
  await searchAdminOrders(page, shopper.email);
  await page.getByRole('button', { name: `View order ${order.orderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Order Details' });
  const booking = dialog.getByRole('form', { name: 'Ship through the courier service' });
  await booking.getByLabel('Weight (g)').fill('350');
  await booking.getByLabel('Length (cm)').fill('15');
  await booking.getByLabel('Breadth (cm)').fill('10');
  await booking.getByLabel('Height (cm)').fill('8');
  await booking.getByRole('button', { name: 'Check couriers' }).click();
  await expect(booking.getByRole('radio', { name: 'Xpressbees Surface: ₹38.00, 5 days' })).toBeChecked();
  await expect(booking.getByRole('radio', { name: 'Blue Dart Air: ₹89.00, 2 days' })).toBeVisible();
  await saveScreenshot('admin-courier-quote');
  await booking.getByRole('button', { name: 'Ship through courier' }).click();

  const courier = dialog.getByTestId('courier-shipment');
  await expect(courier).toContainText('Xpressbees Surface · AWB');
  const awb = ((await courier.getByText(/AWB \d+/).textContent()) ?? '').replace(/.*AWB /, '').trim();
  expect(awb).toMatch(/^\d{14}$/);
  await expect(dialog.getByTestId('shipment')).toContainText(awb);

  await page.goto('/sandbox/courier/parcels');
  const parcel = page.getByRole('region', { name: `Parcel ${order.orderNumber}` });
  await expect(parcel).toContainText(awb);
  await parcel.getByRole('button', { name: `Out For Delivery for ${order.orderNumber}` }).click();
  await expect(page.getByRole('status')).toHaveText(`${awb}: Out For Delivery: the shop answered 200`);
  await page
    .getByRole('region', { name: `Parcel ${order.orderNumber}` })
    .getByRole('button', { name: `Delivered for ${order.orderNumber}`, exact: true })
    .click();
  await expect(page.getByRole('status')).toHaveText(`${awb}: Delivered: the shop answered 200`);
  await saveScreenshot('courier-sandbox-parcels');

  await searchAdminOrders(page, shopper.email);
  await page.getByRole('button', { name: `View order ${order.orderNumber}` }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details.getByText('Courier status: DELIVERED')).toBeVisible();
  const updates = details.getByRole('list', { name: 'Courier updates' });
  await expect(updates.getByRole('listitem')).toHaveCount(2);
  await expect(updates.getByRole('listitem').first()).toContainText('OUT FOR DELIVERY');
  await expect(details.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);
});
