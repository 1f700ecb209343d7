import { expect, freshShopper, graphqlOperationsSent, seedCart, test } from './support/fixtures';
import { FACE_WASH_LINE } from './support/shopper';

/**
 * On a slow phone the cart and checkout ask the server for one quote per cart, not one per render.
 * The stored cart joins a server-rendered page in a transition; while it rendered, each quote's
 * answer interrupted it and the page asked again: 5–8 identical quotes at 8x CPU, every answer
 * re-rendering the whole checkout. The CPU runs 8x slower here, where that loop showed.
 */

for (const [screen, address] of [
  ['checkout', '/checkout'],
  ['cart', '/cart'],
] as const) {
  test(`the ${screen} on a slow phone asks for its cart's quote once`, async ({ page }) => {
    await freshShopper(page);
    await seedCart(page, [FACE_WASH_LINE]);
    const operations = graphqlOperationsSent(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });

    await page.goto(address);
    await expect(page.getByTestId('order-total')).toHaveText(/₹/, { timeout: 60_000 });
    // The page has settled: no hydration or stored value left to arrive and ask again.
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await page.waitForTimeout(2_000);
    expect(operations.filter((name) => name === 'CartQuote')).toHaveLength(1);
  });
}
