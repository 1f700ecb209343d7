import { reattemptDayLabel } from '@common/failed-delivery';
import { expect, loginAsAdmin, test } from './support/fixtures';
import { shipAndFailDelivery } from './support/courier';
import { payInSandbox, placeOrder, uniqueShopper } from './support/orders';

/**
 * The owner answers a failed delivery from Orders → Failed deliveries, through the courier
 * sandbox: the list names the courier's reason and offers the next working days, and the day the
 * owner picks is the day the aggregator is asked to come again.
 */
test('the owner re-attempts a failed delivery on the day they pick from the list', async ({ page, browser }) => {
  const shopper = uniqueShopper('Kavya', 'Ndrlist');
  const order = await placeOrder(page.request, shopper, 1);
  await payInSandbox(page, order);

  const owner = await browser.newPage();
  await loginAsAdmin(owner);
  await shipAndFailDelivery(owner, order, 'Address incomplete');

  await owner.goto('/admin/orders?view=failed-deliveries');
  const row = owner.getByTestId('failed-deliveries').getByRole('row').filter({ hasText: order.orderNumber });
  await expect(row).toContainText('Address incomplete (attempt 1)');
  const chooser = row.getByRole('combobox', { name: `Re-attempt day for order ${order.orderNumber}` });
  await chooser.click();
  const options = owner.getByRole('option');
  await expect(options).not.toHaveCount(0);
  const offered = await options.allTextContents();
  const picked = offered[offered.length - 1];
  await owner.getByRole('option', { name: picked }).click();
  await expect(chooser).toHaveValue(picked);
  await row.getByRole('button', { name: 'Re-attempt' }).click();
  await expect(owner.getByTestId('failed-deliveries').getByRole('row').filter({ hasText: order.orderNumber })).toHaveCount(0);

  await owner.goto('/sandbox/courier/parcels');
  const answers = owner.getByRole('list', { name: `Delivery answers for ${order.orderNumber}` });
  await expect(answers).toContainText('re-attempt on ');
  const asked = (await answers.textContent())!.match(/re-attempt on (\d{4}-\d{2}-\d{2})/)![1];
  expect(reattemptDayLabel(asked)).toBe(picked);
  await owner.close();
});
