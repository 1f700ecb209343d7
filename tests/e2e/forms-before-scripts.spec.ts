import type { Browser, Page } from '@playwright/test';
import { expect, gql, loginAsAdmin, seedCart, test } from './support/fixtures';
import { holdScripts } from './support/held-scripts';
import { placeOrder, uniqueShopper } from './support/orders';

/**
 * On a slow phone the server's HTML is on screen seconds before its scripts make it interactive.
 * What a shopper sends in that time must arrive: the header search goes to the listing as a plain
 * GET, the contact form posts to the server, which stores the message and answers with a page.
 * The CPU runs 4x slower and the page's scripts are held back until the test lets them go, so
 * every form here is sent by the browser alone.
 */

/** Holds every script of the page until `release` is called (the page then hydrates as usual), on a CPU 4x slower. */
async function holdEveryScript(page: Page): Promise<{ release: () => void }> {
  const held = await holdScripts(page, /\/(assets\/.*\.js|start-after-load\.js)(\?.*)?$/);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return held;
}

/**
 * Opens a server-rendered page without waiting for its scripts. A render that runs past the
 * server's deadline (a loaded machine) is answered with the browser-rendered page, an empty shell
 * until scripts run: the page is asked for until the server renders it (X-Render), then opened.
 */
async function openRendered(page: Page, path: string): Promise<void> {
  await expect.poll(async () => (await page.request.get(path)).headers()['x-render'] ?? null, { timeout: 90_000 }).not.toBeNull();
  await page.goto(path, { waitUntil: 'commit' });
}

/** The page has not hydrated: the app marks <html data-interactive> once it has. */
async function expectNotHydrated(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.dataset.interactive ?? null)).toBeNull();
}

test.describe('forms sent before the scripts start', () => {
  test('the header search sent at first paint shows its results', async ({ page }) => {
    const scripts = await holdEveryScript(page);
    await openRendered(page, '/');
    const search = page.getByRole('banner').getByLabel('Search products');
    await search.fill('shampoo');
    await expectNotHydrated(page);
    await search.press('Enter');

    await expect(page).toHaveURL(/\/products\?search=shampoo$/);
    await expect(page.getByText(/Showing [1-9]\d* products?/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove filter “shampoo”' })).toBeVisible();
    await expectNotHydrated(page);
    scripts.release();
  });

  test('a search typed into the header at first paint is sent by Enter once the page is interactive', async ({ page }) => {
    const scripts = await holdEveryScript(page);
    await openRendered(page, '/products/hair');
    const search = page.getByRole('banner').getByLabel('Search products');
    await search.fill('  oil  ');
    await expectNotHydrated(page);
    scripts.release();
    await expect(page.locator('html')).toHaveAttribute('data-interactive', /.*/, { timeout: 60_000 });
    // What the box shows is what is searched: the words typed before the header hydrated were in
    // the box but not in the header's state, and Enter did nothing.
    await expect(search).toHaveValue('  oil  ');
    await search.press('Enter');

    await expect(page).toHaveURL(/\/products\?search=oil$/);
    await expect(page.getByRole('button', { name: 'Remove filter “oil”' })).toBeVisible();
    await expect(search).toHaveValue('');
  });

  test('a contact message sent at first paint is stored; a mistake comes back with what was typed', async ({ page }) => {
    const scripts = await holdEveryScript(page);
    const text = `Do you ship amla hair oil to Shillong? (${Date.now()})`;
    await openRendered(page, '/contact');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Meera Iyer');
    await page.getByRole('textbox', { name: 'Email' }).fill('meera.iyer@example');
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await expectNotHydrated(page);
    await page.getByRole('button', { name: 'Send message' }).click();

    // The address is refused by the shared rule; the form comes back filled in, nothing in the URL.
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue('Meera Iyer');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(text);
    await page.getByRole('textbox', { name: 'Email' }).fill('meera.iyer@example.in');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('contact-sent')).toHaveText(/Thank you! Your message has been sent/);
    await expect(page).toHaveURL(/\/contact$/);
    scripts.release();

    await loginAsAdmin(page);
    const inbox = await gql<{ contactMessages: { items: Array<{ name: string; email: string; message: string }> } }>(
      page.request,
      '{ contactMessages(limit: 20) { items { name email message } } }',
    );
    expect(inbox.data?.contactMessages.items).toContainEqual({ name: 'Meera Iyer', email: 'meera.iyer@example.in', message: text });
  });
  test('the checkout form typed into at first paint keeps what was typed, and is not sent until the page is ready', async ({ page }) => {
    await seedCart(page, [
      {
        productId: 'hair-oil-1',
        name: 'Bhringraj & Amla Hair Oil',
        size: '100ml',
        unitPrice: 249,
        quantity: 1,
        imageUrl: '/x.svg',
        category: 'hair',
      },
    ]);
    const scripts = await holdEveryScript(page);
    await openRendered(page, '/checkout');
    await expect(page.getByRole('heading', { name: 'Shipping Information' })).toBeVisible();
    // The cart is this browser's: the summary waits for the scripts instead of showing none.
    await expect(page.getByText('Your cart is empty')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'First Name' }).fill('Lakshmi');
    await page.getByRole('textbox', { name: 'Email' }).fill('lakshmi.menon@example.in');
    await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled();
    await expectNotHydrated(page);
    scripts.release();

    await expect(page.locator('html')).toHaveAttribute('data-interactive', /.*/, { timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
    await expect(page.getByText('Bhringraj & Amla Hair Oil')).toBeVisible();
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Menon');
    await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Lakshmi');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('lakshmi.menon@example.in');
    // Sent now, the form checks what React holds: the typed names are there, the address is missing.
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('textbox', { name: 'First Name' })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid', 'true');
    expect(page.url()).not.toContain('Lakshmi');
  });
});

/** A page in a browser that runs no script at all: the forms are sent by the browser alone. */
async function withoutScripts(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

test.describe('forms with JavaScript turned off', () => {
  test('the price range applies to the listing and keeps its other filters', async ({ browser }) => {
    const page = await withoutScripts(browser);
    await page.goto('/products/hair?type=oil&sort=price-low-high');
    await page.getByRole('textbox', { name: 'Min' }).fill('250');
    await page.getByRole('textbox', { name: 'Max' }).fill('300');
    await page.getByRole('button', { name: 'Apply' }).click();

    await expect(page).toHaveURL(/\/products\/hair\?/);
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({ type: 'oil', sort: 'price-low-high', min: '250', max: '300' });
    await expect(page.getByRole('button', { name: 'Remove filter ₹250.00 – ₹300.00' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove filter Oil' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Min' })).toHaveValue('250');
    await page.context().close();
  });

  test('an order is found by its number and e-mail and opens its page; a wrong e-mail comes back with what was typed', async ({
    browser,
    page: scripted,
  }) => {
    const shopper = uniqueShopper('Farah', 'Sheikh');
    const { id, orderNumber } = await placeOrder(scripted.request, shopper, 1);
    const page = await withoutScripts(browser);
    await page.goto('/track-order');
    await page.getByRole('textbox', { name: 'Order number' }).fill(orderNumber);
    await page.getByRole('textbox', { name: 'Email used for the order' }).fill('someone.else@example.in');
    await page.getByRole('button', { name: 'Track order' }).click();

    await expect(page.getByTestId('track-problem')).toContainText('We could not find an order with this number and e-mail address');
    await expect(page).toHaveURL(/\/track-order$/);
    await expect(page.getByRole('textbox', { name: 'Order number' })).toHaveValue(orderNumber);
    await page.getByRole('textbox', { name: 'Email used for the order' }).fill(shopper.email);
    await page.getByRole('button', { name: 'Track order' }).click();

    // The order's page address, never the e-mail; the server renders the order's page too.
    await expect(page).toHaveURL(new RegExp(`/order-summary/${id}$`));
    await expect(page.getByText(orderNumber, { exact: true })).toBeVisible();
    await page.context().close();
    await scripted.goto(`/order-summary/${id}`);
    await expect(scripted.getByText(orderNumber, { exact: true })).toBeVisible();
  });
});
