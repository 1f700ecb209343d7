import { searchAdminOrders } from './support/admin-orders';
import { expect, loginAsAdmin, test } from './support/fixtures';
import { mailTo } from './support/accounts';
import { payInSandbox, placeOrder, uniqueShopper } from './support/orders';

/**
 * On a 390 px phone: a delivered order's shopper finds it through the track-order page and asks
 * to return one of two bottles, saying why; the owner sees the request in the order's details
 * with how long it has waited, approves it, and marks the parcel received, which refunds it.
 */
test('a shopper asks for a return on a phone, and the owner approves and receives it', async ({ page, saveScreenshot }) => {
  const shopper = uniqueShopper('Kavya', 'Return');
  const order = await placeOrder(page.request, shopper, 2);
  await payInSandbox(page, order);

  await loginAsAdmin(page);
  await searchAdminOrders(page, shopper.email);
  await page.getByRole('button', { name: `View order ${order.orderNumber}` }).click();
  let dialog = page.getByRole('dialog', { name: 'Order Details' });
  const form = dialog.getByRole('form', { name: 'Ship this order' });
  await form.getByRole('combobox', { name: 'Courier' }).click();
  await page.getByRole('option', { name: 'Delhivery' }).click();
  await form.getByLabel('Tracking number').fill('1234567890123');
  await form.getByRole('button', { name: 'Ship order' }).click();
  await dialog.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(dialog.getByTestId('shipment')).toContainText('Delivered');

  await page.context().clearCookies();
  // The delivered e-mail's link opens the order's page at its return form.
  const delivered = await mailTo(shopper.email, new RegExp(`${order.orderNumber} has been delivered`));
  const askLink = delivered.text.match(/Ask for a return: (\S+)/)?.[1];
  expect(askLink).toMatch(/\/order-summary\/[\w-]+#returns$/);
  await page.goto(askLink!);
  await expect(page.getByRole('form', { name: 'Ask for a return' })).toBeInViewport();

  await page.goto(`/track-order?order=${order.orderNumber}`);
  await expect(page.getByText('within 5 days of delivery its page lets you ask for a return')).toBeVisible();
  await page.getByLabel('Email used for the order').fill(shopper.email);
  await page.getByRole('button', { name: 'Track order' }).click();
  const returnForm = page.getByRole('form', { name: 'Ask for a return' });
  await expect(returnForm).toContainText('You can ask for a return until');
  await returnForm.getByRole('button', { name: 'Ask for a return' }).click();
  await expect(returnForm.getByText('Choose how many of an item to return')).toBeVisible();
  await returnForm.getByLabel(/how many to return/).selectOption('1');
  await returnForm.getByLabel('Why are you returning it?').selectOption('DAMAGED');
  await returnForm.getByLabel('Tell us more').fill('The cap was cracked and it leaked');
  await returnForm.getByRole('button', { name: 'Ask for a return' }).click();
  const asked = page.getByTestId('order-return');
  await expect(asked).toContainText('Asked: we answer within 2 days');
  await expect(asked).toContainText('× 1 · Arrived damaged or leaking');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await saveScreenshot('return-asked-phone');

  await loginAsAdmin(page);
  await searchAdminOrders(page, shopper.email);
  await page.getByRole('button', { name: `View order ${order.orderNumber}` }).click();
  dialog = page.getByRole('dialog', { name: 'Order Details' });
  const request = dialog.getByTestId('return-request');
  await expect(request).toContainText('Waiting 0 days (the policy promises an answer within 2 days)');
  await expect(request).toContainText('Reason: Arrived damaged or leaking: The cap was cracked and it leaked');
  await request.getByRole('button', { name: 'Approve return' }).click();
  await expect(request).toContainText('Approved');
  // It arrived damaged: it goes back on the shelf only if the owner ticks it.
  await expect(request.getByRole('checkbox', { name: 'Can be sold again (back in stock)' })).not.toBeChecked();
  await request.getByRole('button', { name: 'Mark received and refund' }).click();
  await expect(request).toContainText(/Refund ₹[\d,.]+ · not restocked/);
  await expect(request).toContainText(/Received, refund on its way|Refunded/);
  await saveScreenshot('admin-return-received-phone');
});
