import { expect, gql, loginAsAdmin, test } from './support/fixtures';
import { payInSandbox, placeOrder, uniqueShopper } from './support/orders';

/**
 * The owner's Returns screen: a delivered order's shopper asks to send back one of two bottles;
 * the request waits in the queue with its order, shopper, items and reason; the order number
 * opens the order's details, and approving it from the queue leaves it ready to be received.
 */
test('the owner finds a return request in the Returns queue and approves it there', async ({ page }) => {
  const shopper = uniqueShopper('Anjali', 'Queue');
  const order = await placeOrder(page.request, shopper, 2);
  await payInSandbox(page, order);

  await loginAsAdmin(page);
  const shipped = await gql<{ shipOrder: { errors: Array<{ message: string }> } }>(
    page.request,
    'mutation($input: ShipOrderInput!) { shipOrder(input: $input) { errors { message } } }',
    { input: { orderId: order.id, carrier: 'DELHIVERY', trackingNumber: '1234567890123' } },
  );
  expect(shipped.data?.shipOrder.errors).toEqual([]);
  await gql(page.request, 'mutation($id: ID!) { markOrderDelivered(id: $id) { order { id } } }', { id: order.id });
  const lines = await gql<{ order: { lines: Array<{ id: string }> } }>(
    page.request,
    'query($id: ID!) { order(id: $id) { lines { id } } }',
    {
      id: order.id,
    },
  );
  const asked = await gql<{ requestReturn: { returnRequest: { id: string } | null; errors: Array<{ message: string }> } }>(
    page.request,
    'mutation($input: RequestReturnInput!) { requestReturn(input: $input) { returnRequest { id } errors { message } } }',
    {
      input: {
        orderNumber: order.orderNumber,
        email: shopper.email,
        lines: [{ lineId: lines.data!.order.lines[0].id, quantity: 1 }],
        reason: 'DAMAGED',
        note: 'The cap was cracked',
      },
    },
  );
  expect(asked.data?.requestReturn.errors).toEqual([]);

  await page.goto('/admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Returns' }).click();
  await expect(page.getByRole('heading', { name: 'Returns', level: 1 })).toBeVisible();
  const request = page.getByTestId('return-request').filter({ hasText: order.orderNumber });
  await expect(request).toContainText(`${shopper.firstName} ${shopper.lastName}`);
  await expect(request).toContainText('asked today');
  await expect(request).toContainText('× 1');
  await expect(request).toContainText('Reason: Arrived damaged or leaking: The cap was cracked');
  await expect(request).toContainText('Waiting 0 days');

  await request.getByRole('link', { name: `Open order ${order.orderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Order Details' });
  await expect(dialog).toContainText(order.orderNumber);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await request.getByRole('button', { name: 'Approve return' }).click();
  await expect(request).toContainText('Approved');
  await expect(request.getByRole('button', { name: 'Mark received and refund' })).toBeVisible();
});
