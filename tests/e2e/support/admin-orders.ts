import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * How long the console's first load may take in a fresh browser: its code (about seventy chunks
 * and a 460 kB script) and then the first page of orders. Under 2 s on a quiet host; on the
 * two-core CI host, beside a second worker, it has taken 15 s, the whole of one action's time, in
 * two runs in a row (both at this step, both on the phone).
 */
const CONSOLE_FIRST_LOAD_MS = 40_000;

/**
 * Opens the owner's order list and searches it for `text` once the list has first loaded, as an
 * owner would: typing into the box while the console is still starting waits on the same busy
 * page as the load itself.
 */
export async function searchAdminOrders(page: Page, text: string): Promise<void> {
  await page.goto('/admin/orders');
  const search = page.getByLabel('Search orders');
  await expect(search).toBeEditable({ timeout: CONSOLE_FIRST_LOAD_MS });
  await expect(page.getByRole('status', { name: 'Loading orders' })).toHaveCount(0, { timeout: CONSOLE_FIRST_LOAD_MS });
  await search.fill(text);
}
