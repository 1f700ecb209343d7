import { formatRupees } from '@common/money';
import { searchAdminOrders } from './support/admin-orders';
import { expect, gql, loginAsAdmin, test } from './support/fixtures';
import { payInSandbox, placeOrder, uniqueShopper } from './support/orders';
import { pdfText } from '../support/pdf-text';

/** Orders in the console (list, status changes, sorting: docs/storefront.md, Order statuses) and the dashboard. */

const DASHBOARD = `{ dashboard { totalRevenue orderCount customerCount productCount pendingOrders averageOrderValue recentOrders { orderNumber } } }`;

interface DashboardFigures {
  totalRevenue: number;
  orderCount: number;
  customerCount: number;
  productCount: number;
  pendingOrders: number;
  averageOrderValue: number;
  recentOrders: Array<{ orderNumber: string }>;
}

test.describe('admin orders', () => {
  const shopperFor = uniqueShopper;

  test('dashboard figures equal the server’s after an order is placed and paid', async ({ page, saveScreenshot, expectAccessible }) => {
    const shopper = shopperFor('Meera', 'Iyer');
    await loginAsAdmin(page);
    const order = await placeOrder(page.request, shopper, 1);
    await payInSandbox(page, order);

    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    // Other suites may place orders at the same time: compare what the page shows with what the
    // server says, reloading until both describe the same moment.
    await expect(async () => {
      await page.reload();
      const { data } = await gql<{ dashboard: DashboardFigures }>(page.request, DASHBOARD);
      if (!data) throw new Error('the dashboard query returned no data');
      const figures = data.dashboard;
      const stat = (label: string) => page.getByTestId(`stat-${label}`);
      await expect(stat('Total Revenue')).toHaveText(formatRupees(figures.totalRevenue), { timeout: 2000 });
      await expect(stat('Orders')).toHaveText(String(figures.orderCount), { timeout: 2000 });
      await expect(stat('Customers')).toHaveText(String(figures.customerCount), { timeout: 2000 });
      await expect(stat('Products')).toHaveText(String(figures.productCount), { timeout: 2000 });
      await expect(stat('Pending Orders')).toHaveText(String(figures.pendingOrders), { timeout: 2000 });
      await expect(stat('Average Order')).toHaveText(formatRupees(figures.averageOrderValue), { timeout: 2000 });
      expect(figures.totalRevenue).toBeGreaterThanOrEqual(order.total);
      expect(figures.recentOrders.map((recent) => recent.orderNumber)).toContain(order.orderNumber);
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId('recent-order-row').filter({ hasText: order.orderNumber })).toBeVisible();
    await expectAccessible();
    await saveScreenshot('admin-dashboard-with-orders-desktop');

    await page.getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
  });

  test('search, status filter, sort toggle and a status change with its history entry', async ({
    page,
    saveScreenshot,
    expectAccessible,
  }) => {
    const shopper = shopperFor('Meera', 'Iyer');
    const other = shopperFor('Kiran', 'Rao');
    await loginAsAdmin(page);
    const small = await placeOrder(page.request, shopper, 1);
    const large = await placeOrder(page.request, shopper, 3);
    const unrelated = await placeOrder(page.request, other, 2);

    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    const dateHeader = page.getByRole('columnheader', { name: /^Date/ });
    await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');

    // Search by name: only this shopper's two orders.
    await page.getByLabel('Search orders').fill(shopper.lastName);
    const rows = page.getByTestId('admin-order-row');
    await expect(rows).toHaveCount(2);
    await expect(page.getByTestId('admin-order-row').filter({ hasText: unrelated.orderNumber })).toHaveCount(0);
    // Newest first by default.
    await expect(rows.nth(0)).toContainText(large.orderNumber);

    // Search by e-mail finds the other shopper.
    await page.getByLabel('Search orders').fill(other.email);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(unrelated.orderNumber);

    // Sorting: Total starts ascending, a second click toggles.
    await page.getByLabel('Search orders').fill(shopper.email);
    await expect(rows).toHaveCount(2);
    const totalHeader = page.getByRole('columnheader', { name: /^Total/ });
    await totalHeader.getByRole('button').click();
    await expect(totalHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(rows.nth(0)).toContainText(small.orderNumber);
    await expect(rows.nth(1)).toContainText(large.orderNumber);
    await totalHeader.getByRole('button').click();
    await expect(totalHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(rows.nth(0)).toContainText(large.orderNumber);
    await expect(page).toHaveURL(/sort=total&dir=desc/);

    // Change the small order's status. It is unpaid, so the state machine allows only Cancelled and
    // the control says why Shipped is not possible; the modal closes, the badge changes, history records it.
    await page.getByRole('button', { name: `View order ${small.orderNumber}` }).click();
    let dialog = page.getByRole('dialog', { name: 'Order Details' });
    await expect(dialog).toContainText(`${shopper.firstName} ${shopper.lastName}`);
    await expect(dialog).toContainText(shopper.email);
    await expect(dialog).toContainText(formatRupees(small.total));
    await expect(dialog.getByTestId('status-unavailable')).toContainText('Shipped');
    await expectAccessible();
    await saveScreenshot('admin-order-details-desktop');
    await dialog.getByRole('combobox', { name: 'Update Status' }).click();
    await expect(page.getByRole('option', { name: 'Shipped' })).toHaveAttribute('data-combobox-disabled', 'true');
    await page.getByRole('option', { name: 'Cancelled' }).click();
    await dialog.getByRole('button', { name: 'Update Order' }).click();
    await expect(dialog).toBeHidden();
    const smallRow = rows.filter({ hasText: small.orderNumber });
    await expect(smallRow.locator('[data-status]')).toHaveAttribute('data-status', 'Cancelled');

    await page.getByRole('button', { name: `View order ${small.orderNumber}` }).click();
    dialog = page.getByRole('dialog', { name: 'Order Details' });
    const history = dialog.getByTestId('order-history-entry');
    await expect(history.last()).toContainText('Cancelled');
    await expect(history.last()).toContainText(/admin/i);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();

    // Status filter: Cancelled shows only the changed order; Shipped shows the empty text.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Cancelled' }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(small.orderNumber);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Shipped' }).click();
    await expect(page.getByText('No orders found. Try a different search term or filter.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'All' }).click();
    await expect(rows).toHaveCount(2);
    await expectAccessible();
    await saveScreenshot('admin-orders-desktop');
  });

  test('customers lists the shoppers who ordered, with what they spent', async ({ page }) => {
    const other = shopperFor('Kiran', 'Rao');
    await loginAsAdmin(page);
    const order = await placeOrder(page.request, other, 1);
    await payInSandbox(page, order);
    await page.goto('/admin/customers');
    await page.getByLabel('Search customers').fill(other.email);
    const row = page.getByTestId('admin-customer-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`${other.firstName} ${other.lastName}`);
  });

  test('ticked orders print as one PDF of packing slips, in the order ticked', async ({ page }) => {
    const shopper = shopperFor('Lata', 'Menon');
    await loginAsAdmin(page);
    const first = await placeOrder(page.request, shopper, 1);
    const second = await placeOrder(page.request, shopper, 2);

    await searchAdminOrders(page, shopper.email);
    await expect(page.getByTestId('admin-order-row')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Packing slips' })).toBeDisabled();
    await page.getByRole('checkbox', { name: `Select order ${second.orderNumber}` }).check();
    await page.getByRole('checkbox', { name: `Select order ${first.orderNumber}` }).check();
    const slips = page.getByRole('link', { name: 'Packing slips (2)' });
    await expect(slips).toBeVisible();

    // The link opens the PDF in a new tab; the same address, fetched with the admin's session, is the file.
    const href = await slips.getAttribute('href');
    const response = await page.request.get(href!);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await response.body()));
    expect(text.indexOf(second.orderNumber)).toBeGreaterThan(-1);
    expect(text.indexOf(second.orderNumber)).toBeLessThan(text.indexOf(first.orderNumber));
    expect(text).toContain('Lata Menon');
  });
});
