import type { Locator, Page } from '@playwright/test';
import { expect, freshShopper, graphqlOperationsSent, seedCart, test, useColorScheme } from './support/fixtures';

/**
 * Public catalogue pages arrive as HTML the server rendered (client/src/entry-server.tsx), so a
 * shopper on a slow phone sees products before the scripts arrive; the browser then hydrates that
 * HTML without a mismatch and without asking the server again.
 */

const PRODUCT = { id: 'hair-oil-1', name: 'Bhringraj & Amla Hair Oil' };

/** Console errors and uncaught exceptions of the page (React reports hydration mismatches so). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('server-rendered pages', () => {
  test('the product page HTML already shows the product, its price and the data it was rendered from', async ({ request }) => {
    const response = await request.get(`/product/${PRODUCT.id}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('Bhringraj &amp; Amla Hair Oil');
    expect(html).toMatch(/₹\s*249\.00/);
    expect(html).toContain('<script type="application/json" id="shop-state">');
    // The page's own stylesheet is in the head, so nothing jumps when its code arrives; the code
    // (the page's own modules with the shared ones) is fetched once the page has loaded.
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/product-[\w-]+\.css">/);
    expect(html).toMatch(
      /<script src="\/start-after-load\.js" defer data-entry="\/assets\/index-[\w-]+\.js" data-preload="[^"]*\/assets\/product-[\w-]+\.js/,
    );
    expect(html).not.toContain('rel="modulepreload"');
  });

  test('the product page HTML declares what the Legal Metrology rules ask, with ingredients and how to use', async ({ request }) => {
    const html = await (await request.get(`/product/${PRODUCT.id}`)).text();
    // What a crawler or a regulator reads: the page's text without its markup.
    const body = html.slice(html.indexOf('<body'));
    const text = body
      .replaceAll('<!-- -->', '')
      .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/\s+/g, ' ');
    // The chosen size's price beside its MRP, struck through, and the saving.
    expect(text).toMatch(/₹249\.00 MRP ₹299\.00 16% off/);
    expect(body).toMatch(/text-decoration:\s*line-through[^>]*>₹299\.00/);
    expect(text).toContain('Net quantity: 100 ml');
    // Every size's net quantity and MRP, inclusive of all taxes.
    expect(text).toContain('Size Net quantity MRP (incl. of all taxes) 100ml 100 ml ₹299.00 200ml 200 ml ₹525.00');
    expect(text).toContain('Generic name Hair oil');
    expect(text).toContain(
      'Manufactured by Herbal Roots Naturals, Plot 14, SIDCO Industrial Estate, Thirubuvanam, Kumbakonam, Thanjavur District, Tamil Nadu 612103',
    );
    expect(text).toContain('Country of origin India');
    expect(text).toContain('Shelf life Best before 24 months from the date of manufacture');
    expect(text).toMatch(/Consumer care Consumer Care Cell, Herbal Roots Naturals, .+ Phone \+91 98400 12345, e-mail care@herbalroots\.in/);
    expect(text).toMatch(/Ingredients Sesamum Indicum \(Sesame\) Seed Oil, Cocos Nucifera \(Coconut\) Oil/);
    expect(text).toMatch(/How to use Warm a few drops between your palms/);
  });

  test('pages that show what this browser keeps are rendered in the browser only', async ({ request }) => {
    for (const path of ['/wishlist', '/admin', '/checkout?status=SUCCESS&merchantOrderId=x']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('id="shop-state"');
    }
  });

  test('without JavaScript the listing still shows its products', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/products/hair');
    await expect(page.getByRole('heading', { level: 1, name: 'Hair Care Products' })).toBeVisible();
    await expect(page.getByRole('heading', { name: PRODUCT.name })).toBeVisible();
    await expect(page.getByText('Showing 12 products')).toBeVisible();
    await context.close();
  });

  test("the home page's part below the banner is styled before its code comes: tiles and cards, not bare links", async ({ browser }) => {
    // On a phone the part is off screen and its code waits until the shopper nears it; its HTML
    // and its styles are in the page from the start, as a shopper who scrolls first sees them.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    const tile = page.getByRole('link', { name: /Skin Care/ }).first();
    await tile.scrollIntoViewIfNeeded();
    await expect(tile).toHaveCSS('text-decoration-line', 'none');
    await expect(tile).toHaveCSS('display', 'grid');
    const card = page.getByRole('article').first();
    await card.scrollIntoViewIfNeeded();
    // A product card is one of two columns, not a full-width image.
    expect((await card.boundingBox())!.width).toBeLessThan(390 / 2);
    await context.close();
  });

  test('hydrating with a stored cart, wishlist and dark theme raises no error and shows them', async ({ page }) => {
    await freshShopper(page);
    await seedCart(page, [
      {
        productId: PRODUCT.id,
        name: PRODUCT.name,
        size: '100ml',
        unitPrice: 249,
        quantity: 3,
        imageUrl: '/images/products/hair-oil-1/640.webp',
        category: 'hair',
      },
    ]);
    await page.evaluate(
      (id) =>
        window.localStorage.setItem(
          'herbal-wishlist',
          JSON.stringify([{ productId: id, name: 'x', price: 249, imageUrl: '/x.svg', category: 'hair' }]),
        ),
      PRODUCT.id,
    );
    await useColorScheme(page, 'dark');
    const errors = watchErrors(page);

    for (const path of ['/', '/products', `/product/${PRODUCT.id}`, '/contact', '/cart', '/checkout']) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    }
    await page.goto(`/product/${PRODUCT.id}`);
    await expect(page.getByRole('button', { name: /remove .* from wishlist/i }).first()).toBeVisible();
    // The cart page's server HTML is the cart's shape; the stored lines replace it once hydrated.
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Cart Items (3)' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the browser does not ask again for what the server rendered', async ({ page }) => {
    const operations = graphqlOperationsSent(page);
    await page.goto(`/product/${PRODUCT.id}`);
    await expect(page.getByRole('button', { name: /add to cart/i })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    // Nothing at all for a visitor: who is signed in (never server-rendered) is asked only in a
    // browser that has signed in, as one that has is asked once.
    expect(operations).toEqual([]);

    await page.evaluate(() => window.localStorage.setItem('role', 'user'));
    await page.reload();
    await expect(page.getByRole('button', { name: /add to cart/i })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(operations).toEqual(['Me']);
  });

  test('the listing hydrates from the answer it was rendered with, and "Show more" then asks only for the next page', async ({ page }) => {
    const errors = watchErrors(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (!request.url().includes('/graphql')) return;
      const body = request.postDataJSON() as { operationName?: string; variables?: { offset?: number } } | null;
      asked.push(`${body?.operationName} ${body?.variables?.offset ?? ''}`.trim());
    });
    await page.goto('/products');
    // The page carries the listing's answer as the query returned it, beside the cache.
    const state = JSON.parse((await page.locator('#shop-state').textContent()) ?? '{}') as {
      results: Record<string, { listing: { items: unknown[] } }>;
    };
    expect(state.results['ProductListing({"filter":{},"sort":null,"offset":0,"limit":24})']?.listing.items).toHaveLength(24);
    await expect(page.getByRole('article')).toHaveCount(24);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);

    await page.getByRole('button', { name: 'Show more products' }).click();
    await expect(page.getByRole('article')).toHaveCount(27);
    expect(asked).toEqual(['ProductListing 24']);
    expect(errors).toEqual([]);
  });

  test("the shop's shared code starts chunk by chunk, each after the one before has run, not all in one task", async ({ page }) => {
    // Every module script the page starts, when it was added and when it had run (its load event).
    type StartedModule = { src: string; addedAt: number; ranAt?: number };
    await page.addInitScript(() => {
      const started: StartedModule[] = [];
      Object.assign(window, { startedModules: started });
      const { appendChild } = Node.prototype as { appendChild: (this: Node, child: Node) => Node };
      Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
        if (child instanceof HTMLScriptElement && child.type === 'module') {
          const entry: StartedModule = { src: new URL(child.src).pathname, addedAt: performance.now() };
          started.push(entry);
          child.addEventListener('load', () => (entry.ranAt = performance.now()));
        }
        return appendChild.call(this, child) as T;
      };
    });
    await page.goto('/products');
    await expect(page.getByRole('button', { name: `Add ${PRODUCT.name} to cart` })).toBeEnabled();
    const loader = page.locator('script[src="/start-after-load.js"]');
    const shared = Number(await loader.getAttribute('data-shared'));
    const stages = (await loader.getAttribute('data-preload'))!.split(' ').slice(0, shared);
    const entry = (await loader.getAttribute('data-entry'))!;
    // React, the router, Apollo and the shell: run all at once by the entry, they were one 70-130 ms task on a phone.
    expect(stages.length).toBeGreaterThanOrEqual(4);
    const started = await page.evaluate(() => (window as unknown as { startedModules: StartedModule[] }).startedModules);
    expect(started.map((script) => script.src)).toEqual([...stages, entry]);
    started.slice(1).forEach((script, index) => expect(script.addedAt, script.src).toBeGreaterThanOrEqual(started[index].ranAt!));
  });

  test('the first screen becomes interactive at once; the footer only once the shopper nears it', async ({ page }) => {
    // React marks every element it has hydrated with a fiber; server HTML it has not reached yet has none.
    const hydrated = (element: Locator) => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')));
    await page.goto('/');
    await expect.poll(() => hydrated(page.getByRole('banner'))).toBe(true);
    // React hydrates in a transition, task by task: once the browser is idle, it has done all it will.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
    // Hydrating the whole page at once is the long stretch of script a phone waits through.
    const footer = page.getByRole('contentinfo');
    expect(await hydrated(footer)).toBe(false);
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(footer)).toBe(true);
  });

  test("on a phone, the product's purchase becomes interactive at once; its declarations and reviews once the shopper nears them", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const hydrated = (element: Locator) => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/product/${PRODUCT.id}`);
    const addToCart = page.getByRole('button', { name: 'Add to Cart' });
    await expect.poll(() => hydrated(addToCart)).toBe(true);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
    const ingredients = page.getByRole('region', { name: 'Ingredients' });
    const reviews = page.getByRole('region', { name: 'Customer reviews' });
    expect(await hydrated(ingredients)).toBe(false);
    expect(await hydrated(reviews)).toBe(false);
    // Their server HTML is the page meanwhile: what the law asks a product page to declare is there.
    await expect(ingredients).toBeVisible();
    await ingredients.scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(ingredients)).toBe(true);
    await reviews.scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(reviews)).toBe(true);
    expect(errors).toEqual([]);
  });
});
