import { expect, loginAsAdmin, test } from './support/fixtures';
import { payInSandbox, placeOrder, uniqueShopper } from './support/orders';

/** The owner opens a customer from the list: their orders, what they spent (the server's figure) and their address. */
test("a customer's page: orders, total spent and the address their orders went to", async ({ page }) => {
  const shopper = uniqueShopper('Meher', 'Customer');
  const order = await placeOrder(page.request, shopper, 1);
  await payInSandbox(page, order);
  await loginAsAdmin(page);

  await page.goto('/admin/customers');
  await page.getByPlaceholder('Name or email').fill(shopper.email);
  await page
    .getByRole('link', { name: `${shopper.firstName} ${shopper.lastName}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/customers/${encodeURIComponent(shopper.email).replace(/\./g, '\\.')}$`));
  await expect(page.getByRole('heading', { name: `${shopper.firstName} ${shopper.lastName}` })).toBeVisible();
  const figures = page.getByLabel('Figures');
  await expect(figures).toContainText(`Total spent₹${order.total.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
  await expect(page.getByTestId('customer-order')).toHaveCount(1);
  await expect(page.getByTestId('customer-order')).toContainText(order.orderNumber);
  await expect(page.getByRole('region', { name: 'Addresses' })).toContainText('4 Gandhi Road, Madurai, Tamil Nadu 625001, India');
});
