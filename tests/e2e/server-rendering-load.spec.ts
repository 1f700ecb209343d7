import { expect, test } from './support/fixtures';

/**
 * A made-up query string must not buy a full server render each time. Pages are kept
 * under the query parameters they read and renders of one page at the same time are shared.
 * `X-Render` says how each page was made (kept, shared, rendered). The cap on renders running at
 * once (and /healthz staying fast behind it) is shown in server/src/http/pages/server-rendered-pages.test.ts:
 * filling that queue here would hand the browser-rendered page to specs running alongside.
 */

const random = () => Math.random().toString(36).slice(2);

test.describe('server rendering under junk query strings', () => {
  test('50 listings with random ?x= cost at most one render', async ({ request }) => {
    // A listing no other test asks for, so the first of these may be the one render.
    const base = '/products/skin?sort=price-high-low';
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => request.get(`${base}&x=${random()}&utm_source=mail&fbclid=${random()}`)),
    );
    const sources = answers.map((response) => response.headers()['x-render']);
    expect(answers.every((response) => response.status() === 200)).toBe(true);
    expect(sources.every((source) => ['kept', 'shared', 'rendered'].includes(source))).toBe(true);
    const rendered = sources.filter((source) => source === 'rendered').length;
    expect(rendered).toBeLessThanOrEqual(1);
    console.log(
      `render-cache hit rate under random query strings: ${(((50 - rendered) / 50) * 100).toFixed(0)}% (${rendered} render for 50 requests)`,
    );
    // And the page is the listing itself, with its products.
    expect(await answers[49].text()).toContain('Skin Care Products');
  });
});
