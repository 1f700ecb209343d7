import { expect, gql, test } from './support/fixtures';
import { mailTo } from './support/accounts';
import { placeOrder, uniqueShopper } from './support/orders';

/**
 * A shopper's payment fails on their phone's UPI app; later they open the failed-payment e-mail in
 * another browser, one that has never seen the shop: its "Try the payment again" leads to paying
 * the same order (its items and address), not to an empty cart.
 */
test('the failed-payment e-mail pays the same order again from a browser that never saw the cart', async ({ page, browser }) => {
  const shopper = uniqueShopper('Kavya', 'Retry');
  const order = await placeOrder(page.request, shopper, 2);
  const failed = await gql<{ simulatePayment: { paid: boolean | null; errors: Array<{ message: string }> } }>(
    page.request,
    'mutation($id: ID!) { simulatePayment(orderId: $id, outcome: FAILED, failureCode: "ZM") { paid errors { message } } }',
    { id: order.id },
  );
  expect(failed.data?.simulatePayment).toEqual({ paid: false, errors: [] });

  const mail = await mailTo(shopper.email, /did not go through/);
  const link = mail.text.match(/https?:\/\/\S+\/checkout\?\S+/)?.[0];
  expect(link, mail.text).toBeTruthy();
  const { pathname, search } = new URL(link!.replace(/&amp;/g, '&'));

  // Another device: a new browser with nothing stored.
  const elsewhere = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await elsewhere.newPage();
  await phone.goto(pathname + search);
  await phone.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
  await expect(phone.getByRole('heading', { name: /Payment Failed/i })).toBeVisible();
  await phone.getByRole('button', { name: 'Try Again' }).click();

  await expect(phone.getByRole('heading', { name: 'Review & Pay' })).toBeVisible();
  await expect(phone.getByText(`${shopper.firstName} ${shopper.lastName}`, { exact: false }).first()).toBeVisible();
  await expect(phone.getByText(/Qty:?\s*2|× 2|2 ×/).first()).toBeVisible();
  await phone.getByRole('button', { name: /^Pay ₹/ }).click();
  await phone.getByRole('button', { name: /^Pay / }).click();
  await expect(phone).toHaveURL(/\/checkout\?status=SUCCESS/);
  await expect(phone.getByRole('heading', { name: /Payment Successful/i })).toBeVisible();
  await elsewhere.close();
});
