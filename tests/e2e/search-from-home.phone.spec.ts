import { expect, freshShopper, test } from './support/fixtures';

/**
 * A shopper on a slow phone who searches the moment the home page answers. The search leaves the
 * home page while parts of it below the first screen (and the footer) are still waiting to
 * hydrate; the navigation opens them all, and each must hydrate as the server sent it. Read from
 * the cache instead of the page's own answers, they rendered otherwise, and React threw their HTML
 * away (error #418 on the listing the search led to, in about one search of two). The shared
 * fixture fails the test on that error; the CPU runs 4x slower, as a mid-range phone's.
 */
/** How long after the page turns interactive each search is sent. */
const DELAYS_MS = [0, 300, 600];

for (const delay of DELAYS_MS) {
  test(`a search from the home page ${delay} ms after it is interactive shows its results, every waiting part hydrated as sent`, async ({
    page,
  }) => {
    await freshShopper(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForTimeout(delay);
    const box = page.getByRole('banner').getByLabel('Search products');
    await box.fill('  oil  ');
    await box.press('Enter');

    await expect(page).toHaveURL(/\/products\?search=oil$/);
    await expect(page.getByText(/Showing [1-9]\d* products?/)).toBeVisible();
    // The footer was one of the waiting parts: once React holds it, every part the navigation
    // opened has hydrated (or been thrown away, which the fixture reports).
    await expect
      .poll(() => page.evaluate(() => Object.keys(document.querySelector('footer') ?? {}).some((key) => key.startsWith('__reactFiber$'))))
      .toBe(true);
  });
}
