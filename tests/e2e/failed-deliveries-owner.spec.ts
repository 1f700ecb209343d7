import { reattemptDayLabel } from '@common/failed-delivery';
import { expect, gql, loginAsAdmin, test } from './support/fixtures';
import { payInSandbox, placeOrder, uniqueShopper } from './support/orders';

const SHIP = `mutation($input: ShipThroughCourierInput!) {
  shipThroughCourier(input: $input) { order { shipment { trackingNumber } } errors { code message } }
}`;

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
  const shipped = await gql<{ shipThroughCourier: { order: { shipment: { trackingNumber: string } } | null; errors: unknown[] } }>(
    owner.request,
    SHIP,
    { input: { orderId: order.id, parcel: { weightGrams: 350, lengthCm: 15, breadthCm: 10, heightCm: 8 } } },
  );
  expect(shipped.data?.shipThroughCourier.errors).toEqual([]);

  await owner.goto('/sandbox/courier/parcels');
  const parcel = owner.getByRole('region', { name: `Parcel ${order.orderNumber}` });
  await parcel.getByLabel(`Reason undelivered for ${order.orderNumber}`).fill('Address incomplete');
  await parcel.getByRole('button', { name: `Undelivered for ${order.orderNumber}` }).click();
  await expect(owner.getByRole('status')).toContainText('the shop answered 200');

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
