import { searchAdminOrders } from './support/admin-orders';
import { expect, loginAsAdmin, test } from './support/fixtures';
import { payInSandbox, placeOrder, uniqueShopper } from './support/orders';

/**
 * The owner, on a paid order not yet shipped: corrects its phone, writes an internal note and
 * cancels one of its two units, the refund's amount stated before it moves; each in the order's activity.
 */
test('the owner corrects the phone, notes something and cancels one unit of a paid order, all in its activity', async ({ page }) => {
  const shopper = uniqueShopper('Farhan', 'Activity');
  const order = await placeOrder(page.request, shopper, 2);
  await payInSandbox(page, order);
  await loginAsAdmin(page);

  await searchAdminOrders(page, shopper.email);
  await expect(page.getByTestId('admin-order-row')).toHaveCount(1);
  await page.getByRole('button', { name: `View order ${order.orderNumber}` }).click();
  const panel = page.getByRole('dialog', { name: 'Order Details' }).getByTestId('activity-panel');
  await expect(panel.getByText('No notes or changes yet.')).toBeVisible();

  await panel.getByRole('textbox', { name: 'Phone' }).fill('+91 90000 12345');
  await panel.getByRole('button', { name: 'Save address and phone' }).click();
  await expect(panel.getByTestId('order-activity-entry').first()).toContainText('Phone: +91 98765 43210 → +91 90000 12345');

  await panel.getByRole('textbox', { name: 'Internal note' }).fill('Call before delivering: gate is locked after 8 pm');
  await panel.getByRole('button', { name: 'Add note' }).click();
  await expect(panel.getByTestId('order-activity-entry')).toHaveCount(2);
  await expect(panel.getByTestId('order-activity-entry').nth(1)).toContainText('Call before delivering');

  await panel.getByRole('combobox', { name: /units to cancel/ }).selectOption('1');
  await panel.getByRole('button', { name: 'Cancel items' }).click();
  const confirm = panel.getByRole('group', { name: 'Please confirm' });
  // The amount is the server's: asked for once Cancel items is pressed.
  await expect(confirm).toContainText(/₹[\d,]+\.\d{2} goes back/);
  const amount = (await confirm.textContent())?.match(/₹[\d,]+\.\d{2}/)?.[0];
  expect(amount).toBeTruthy();
  await confirm.getByRole('button', { name: `Yes, cancel and refund ${amount}` }).click();
  await expect(panel.getByTestId('order-activity-entry')).toHaveCount(3);
  await expect(panel.getByTestId('order-activity-entry').nth(2)).toContainText(`Refunded ${amount}`);
});
