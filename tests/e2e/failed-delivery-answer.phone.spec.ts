import { reattemptDayLabel } from '@common/failed-delivery';
import { expect, gql, loginAsAdmin, test } from './support/fixtures';
import { shipAndFailDelivery } from './support/courier';
import { payInSandbox, placeOrder, uniqueShopper } from './support/orders';

const OFFERED = `query($id: ID!) { order(id: $id) { deliveryAttemptFailure { reattemptDays } } }`;

/**
 * A failed delivery answered by the shopper on a 390 px phone, through the courier sandbox: the
 * owner ships a paid order through the courier service, the sandbox reports it undelivered, and
 * the order page the e-mail links to shows the courier's reason with a form. A missing day and a
 * phone the checkout would refuse are refused beside their fields; a day and a landmark go to the
 * courier, and the sandbox shows the answer as the aggregator received it.
 */
test('a shopper chooses a day and a landmark for the courier after a failed delivery, on a phone', async ({
  page,
  browser,
  saveScreenshot,
}) => {
  const shopper = uniqueShopper('Meera', 'Ndr');
  const order = await placeOrder(page.request, shopper, 1);
  await payInSandbox(page, order);

  const owner = await browser.newPage();
  await loginAsAdmin(owner);
  await shipAndFailDelivery(owner, order, 'Customer not reachable on phone');

  await page.goto(`/order-summary/${order.id}#delivery`);
  const section = page.getByRole('region', { name: 'Delivery attempt failed: Customer not reachable on phone' });
  await expect(section).toBeInViewport();
  const form = section.getByRole('form', { name: 'Answer the failed delivery' });
  // A prepaid parcel can only come again: no "send it back".
  await expect(form.getByRole('radio', { name: /send it back/ })).toHaveCount(0);
  await form.getByRole('button', { name: 'Send to the courier' }).click();
  await expect(form.getByText('Choose one of the next 3 working days (Monday to Saturday) for the courier to come again')).toBeVisible();

  const offered = await gql<{ order: { deliveryAttemptFailure: { reattemptDays: string[] } } }>(page.request, OFFERED, { id: order.id });
  const days = offered.data!.order.deliveryAttemptFailure.reattemptDays;
  expect(days).toHaveLength(3);
  const day = days[1];
  await form.getByRole('radio', { name: reattemptDayLabel(day) }).check();
  await form.getByLabel('Phone for the courier (optional)').fill('12345');
  await form.getByRole('button', { name: 'Send to the courier' }).click();
  await expect(form.getByText('Please enter a 10-digit mobile number starting with 6, 7, 8 or 9 (+91 optional)')).toBeVisible();
  await saveScreenshot('failed-delivery-form-phone');

  await form.getByLabel('Phone for the courier (optional)').fill('98765 01234');
  await form.getByLabel('Landmark (optional)').fill('Behind the Meenakshi temple east gate');
  await form.getByRole('button', { name: 'Send to the courier' }).click();
  await expect(section.getByRole('status')).toHaveText(`The courier has your answer and will come again on ${reattemptDayLabel(day)}.`);
  await expect(section.getByRole('form')).toHaveCount(0);
  // Answered once: the page as loaded again offers no form.
  await page.reload();
  await expect(page.getByRole('region', { name: /Delivery attempt failed/ }).getByRole('form')).toHaveCount(0);

  await owner.goto('/sandbox/courier/parcels');
  await expect(owner.getByRole('list', { name: `Delivery answers for ${order.orderNumber}` })).toHaveText(
    `re-attempt on ${day}, landmark: Behind the Meenakshi temple east gate, phone: 9876501234, "Customer asked to deliver again on ${day}"`,
  );
  await owner.close();
});
