import { expect, gql, loginAsAdmin, test } from './support/fixtures';
import { payInSandbox, placeOrder, uniqueShopper } from './support/orders';

/**
 * A shopper on a phone changes a paid order before it ships, from the order's own page: asks for
 * another address (the owner reads it on the order), then cancels it with the amount to come back
 * stated first; the order is Cancelled and its money on its way back.
 */
test('a paid order, before it ships: ask for another address, then cancel it from its page', async ({ page, browser }) => {
  const shopper = uniqueShopper('Divya', 'Cancel');
  const order = await placeOrder(page.request, shopper, 1);
  await payInSandbox(page, order);

  await page.goto(`/order-summary/${order.id}`);
  const section = page.getByRole('region', { name: 'Before it ships' });
  await section.getByRole('button', { name: 'Change the address' }).click();
  await section.getByRole('textbox', { name: 'New delivery address' }).fill('9 Lake View Road, Udaipur 313001');
  await section.getByRole('button', { name: 'Send the new address' }).click();
  await expect(section.getByRole('status')).toHaveText('We have your new address and will update the order before it ships.');

  await section.getByRole('button', { name: 'Cancel this order' }).click();
  const confirm = section.getByRole('group', { name: 'Cancel this order' });
  await expect(confirm).toContainText(/Cancel the whole order\? ₹[\d,]+\.\d{2} goes back to your payment method/);
  await confirm.getByRole('textbox', { name: 'Why? (optional)' }).fill('Bought it in a shop nearby');
  await confirm.getByRole('button', { name: 'Yes, cancel my order' }).click();
  await expect(page.getByText(/Your order is cancelled\. ₹[\d,]+\.\d{2} is on its way back to you\./)).toBeVisible();
  await expect(section).toHaveCount(0);

  // The owner sees both on the order.
  const owner = await browser.newPage();
  await loginAsAdmin(owner);
  const seen = await gql<{ order: { status: string; activity: Array<{ kind: string; note: string }> } }>(
    owner.request,
    'query($id: ID!) { order(id: $id) { status activity { kind note } } }',
    { id: order.id },
  );
  expect(seen.data?.order).toEqual({
    status: 'CANCELLED',
    activity: [
      { kind: 'ADDRESS_CHANGE_REQUESTED', note: '9 Lake View Road, Udaipur 313001' },
      { kind: 'CANCELLED_BY_SHOPPER', note: 'Bought it in a shop nearby' },
    ],
  });
  await owner.close();
});
