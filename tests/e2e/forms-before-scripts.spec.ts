import type { Page } from '@playwright/test';
import { expect, gql, loginAsAdmin, test } from './support/fixtures';

/**
 * On a slow phone the server's HTML is on screen seconds before its scripts make it interactive.
 * What a shopper sends in that time must arrive: the header search goes to the listing as a plain
 * GET, the contact form posts to the server, which stores the message and answers with a page.
 * The CPU runs 4x slower and the page's scripts are held back until the test lets them go, so
 * every form here is sent by the browser alone.
 */

/** Holds every script of the page until `release` is called (the page then hydrates as usual). */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/(assets\/.*\.js|start-after-load\.js)(\?.*)?$/, async (route) => {
    await gate;
    await route.continue().catch(() => {});
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { release };
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
    const scripts = await holdScripts(page);
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

  test('a contact message sent at first paint is stored; a mistake comes back with what was typed', async ({ page }) => {
    const scripts = await holdScripts(page);
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
});
