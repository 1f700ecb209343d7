import { searchAdminOrders } from './support/admin-orders';
import { expect, freshShopper, gql, loginAsAdmin, seedCart, test } from './support/fixtures';
import { createDiscountCode } from './support/discounts';
import { FACE_WASH_LINE, fillShipping } from './support/shopper';

const COD_ON = `mutation($input: CodSettingsInput!) {
  updateCodSettings(input: $input) { codSettings { enabled } errors { code message } }
}`;
const SHIP = `mutation($input: ShipOrderInput!) { shipOrder(input: $input) { errors { code message } } }`;
const DELIVER = `mutation($id: ID!) { markOrderDelivered(id: $id) { errors { code message } } }`;
const ORDER_NUMBER = `query($id: ID!) { order(id: $id) { orderNumber } }`;

/**
 * A shopper on a 390 px phone applies a ₹20 code in the cart and chooses cash on delivery for one
 * face wash (₹199 − ₹20 + ₹30 shipping + ₹49 COD fee = ₹258) and places the order without a
 * payment page; the owner ships it, it is delivered, and on the owner's order details "Cash
 * collected" makes it paid, its tax invoice listed beside it.
 */
test('a shopper applies a code and pays cash on delivery on a phone, and the owner records the cash collected', async ({
  page,
  browser,
}) => {
  const owner = await browser.newPage();
  await loginAsAdmin(owner);
  const switchedOn = await gql<{ updateCodSettings: { errors: unknown[] } }>(owner.request, COD_ON, {
    input: { enabled: true, feePaise: 49_00, maxOrderPaise: 5_000_00, maxOpenOrders: 5 },
  });
  expect(switchedOn.data?.updateCodSettings.errors).toEqual([]);
  const code = await createDiscountCode(owner.request, { code: 'DOOR20', kind: 'FIXED_AMOUNT', amountPaise: 20_00 });

  await freshShopper(page);
  await page.evaluate(() => window.localStorage.removeItem('herbal-discount-code'));
  await seedCart(page, [{ ...FACE_WASH_LINE, quantity: 1 }]);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Have a discount code?' }).click();
  await page.getByRole('textbox', { name: 'Discount code' }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('discount-applied')).toContainText(`${code} applied · you save ₹20.00`);
  await page.goto('/checkout');
  await fillShipping(page);
  await page.getByRole('button', { name: /Continue to Payment/ }).click();
  await expect(page.getByRole('heading', { name: 'Review & Pay' })).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('₹209.00');

  await page.getByRole('radio', { name: 'Cash on delivery (+ ₹49.00 fee)' }).check();
  await expect(page.getByText('Cash on delivery fee')).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('₹258.00');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Place order · ₹258.00 on delivery' }).click();

  await page.waitForURL((url) => url.pathname === '/payment-success');
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expect(page.getByText(/please pay the courier ₹258\.00 in cash when it arrives/)).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order_id')!;
  // Placed: the cart is empty for the next order.
  expect(await page.evaluate(() => window.localStorage.getItem('herbal-cart'))).toMatch(/^(null|\[\])$/);

  const shipped = await gql<{ shipOrder: { errors: unknown[] } }>(owner.request, SHIP, {
    input: { orderId, carrier: 'INDIA_POST', trackingNumber: 'EE987654321IN' },
  });
  expect(shipped.data?.shipOrder.errors).toEqual([]);
  expect(
    (await gql<{ markOrderDelivered: { errors: unknown[] } }>(owner.request, DELIVER, { id: orderId })).data?.markOrderDelivered.errors,
  ).toEqual([]);
  const orderNumber = (await gql<{ order: { orderNumber: string } }>(owner.request, ORDER_NUMBER, { id: orderId })).data!.order.orderNumber;

  await searchAdminOrders(owner, orderNumber);
  await owner.getByRole('button', { name: `View order ${orderNumber}` }).click();
  const dialog = owner.getByRole('dialog', { name: 'Order Details' });
  const cod = dialog.getByTestId('cod-panel');
  await expect(cod).toContainText('The courier collects ₹258.00 in cash at the door.');
  await cod.getByRole('button', { name: 'Cash collected' }).click();
  await expect(cod).toContainText('₹258.00 collected on');
  await expect(dialog).toContainText('Paid');
  await expect(dialog.getByRole('link', { name: /Tax invoice HR\/\d{4}\/\d{5} \(PDF\)/ })).toBeVisible();
  await owner.close();
});
