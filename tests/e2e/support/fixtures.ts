import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { describeViolations, seriousA11yViolations } from './axe';
import { ARTIFACTS_DIR, COLOR_SCHEME_STORAGE_KEY, E2E_ADMIN } from './e2e-env';

export { expect };

export interface ShopFixtures {
  /**
   * Page errors a test provokes on purpose, matched against the reported line: any other uncaught
   * exception, and any React error in the console (a hydration mismatch is one), fails the test.
   */
  expectedPageErrors: RegExp[];
  /** Watches every page the test opens (its own, other tabs, other contexts) for those errors. */
  pageErrorGuard: void;
  /** The admin account the e2e server was started with. */
  adminCredentials: { email: string; password: string };
  /** Saves a full-page screenshot to tests/e2e/.artifacts/<name>.png. */
  saveScreenshot: (name: string) => Promise<void>;
  /** Fails the test when axe finds serious or critical violations. */
  expectAccessible: (options?: { exclude?: string[] }) => Promise<void>;
}

/**
 * Waits, after a navigation, until the page responds to input: a server-rendered page is on
 * screen before its scripts run (they start after the page's load event).
 */
async function untilInteractive(page: Page): Promise<void> {
  // Pages that are not the app (the payment sandbox's, plain files) have no #root to wait for.
  await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.interactive === 'true', undefined, {
    timeout: 30_000,
  });
}

/**
 * React's console errors: a production build names an error by its number (418 and 425: the
 * server's HTML and the browser's first render differ; 423: the tree was rendered again from
 * scratch after it), a development build in words.
 */
const REACT_CONSOLE_ERROR = /Minified React error|react\.dev\/errors\/\d+|hydrat|did not match/i;

/**
 * Collects a page's uncaught exceptions and React's console errors, each with the address it
 * happened at. A hydration mismatch shows only so: React renders the page again in the browser
 * and it goes on working, so no assertion on the page's content would notice.
 */
function watchPageErrors(page: Page, errors: string[]): void {
  page.on('pageerror', (error) => errors.push(`${page.url()}: uncaught ${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && REACT_CONSOLE_ERROR.test(message.text()))
      errors.push(`${page.url()}: console error: ${message.text()}`);
  });
}

function watchContext(context: BrowserContext, errors: string[]): void {
  for (const open of context.pages()) watchPageErrors(open, errors);
  context.on('page', (opened) => watchPageErrors(opened, errors));
}

export const test = base.extend<ShopFixtures>({
  expectedPageErrors: [[], { option: true }],
  pageErrorGuard: [
    async ({ browser, context, expectedPageErrors }, use) => {
      const errors: string[] = [];
      watchContext(context, errors);
      // Specs that open a second person's browser (browser.newPage, browser.newContext) are
      // watched too: the methods are wrapped for this test only.
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        watchContext(opened, errors);
        return opened;
      };
      browser.newPage = async (options) => {
        const opened = await newPage(options);
        watchPageErrors(opened, errors);
        return opened;
      };
      try {
        await use();
      } finally {
        // The wrappers were own properties: removing them uncovers the Browser's methods again.
        delete (browser as Partial<Pick<typeof browser, 'newContext' | 'newPage'>>).newContext;
        delete (browser as Partial<Pick<typeof browser, 'newContext' | 'newPage'>>).newPage;
      }
      const unexpected = [...new Set(errors)].filter((error) => !expectedPageErrors.some((expected) => expected.test(error)));
      expect(unexpected, 'uncaught exceptions or React errors on the pages this test visited').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await untilInteractive(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await untilInteractive(page);
      return response;
    };
    await use(page);
  },
  // A plain value: the fixture needs nothing from the test, and Playwright reads a function's
  // first parameter as the list of fixtures it depends on (an empty pattern is the only other way).
  adminCredentials: Object.freeze({ ...E2E_ADMIN }),
  saveScreenshot: async ({ page }, use) => {
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    await use(async (name: string) => {
      // Lazy images below the fold load only when scrolled to: visit them all first.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += Math.max(400, window.innerHeight - 100)) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 80));
        }
        window.scrollTo(0, 0);
        await Promise.all(
          [...document.images]
            .filter((image) => !image.complete)
            .map(
              (image) =>
                new Promise((resolve) => {
                  image.addEventListener('load', resolve, { once: true });
                  image.addEventListener('error', resolve, { once: true });
                  setTimeout(resolve, 3000);
                }),
            ),
        );
      });
      await page.waitForTimeout(250);
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
    });
  },
  expectAccessible: async ({ page }, use) => {
    await use(async (options) => {
      const violations = await seriousA11yViolations(page, options);
      expect(violations, describeViolations(violations)).toEqual([]);
    });
  },
});

/** The body of a GraphQL response; the caller names the shape of `data` it asked for. */
export interface GqlResult<T> {
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/**
 * A document or variables the schema does not accept (Apollo's parse and validation codes, and
 * BAD_USER_INPUT for variables that do not coerce): never what a spec meant to send. The shop's
 * own refusals of bad input (also BAD_USER_INPUT) come back as usual.
 */
function schemaMismatch(error: { message: string; extensions?: { code?: string } }): boolean {
  const code = error.extensions?.code;
  return (
    code === 'GRAPHQL_PARSE_FAILED' ||
    code === 'GRAPHQL_VALIDATION_FAILED' ||
    (code === 'BAD_USER_INPUT' && error.message.startsWith('Variable "$'))
  );
}

/**
 * GraphQL over the page's own cookie jar (page.request shares the browser context's cookies).
 * The specs write their operations as text: one the schema no longer accepts fails here, at the
 * call, rather than as a missing field far from it.
 */
export async function gql<T = unknown>(
  request: APIRequestContext,
  query: string,
  variables?: Record<string, unknown>,
): Promise<GqlResult<T>> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
  });
  const result = (await response.json()) as GqlResult<T>;
  const mismatches = (result.errors ?? []).filter(schemaMismatch);
  if (mismatches.length) {
    throw new Error(`the schema refused this operation: ${mismatches.map((error) => error.message).join('; ')}\n${query}`);
  }
  return result;
}

/** Signs in as the e2e admin without the UI (the session cookie lands in the page's context). */
export async function loginAsAdmin(page: Page): Promise<void> {
  const result = await gql(
    page.request,
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { user { id role } errors { message } } }',
    E2E_ADMIN,
  );
  const refusal = result.errors?.[0] ?? (result.data as { login?: { errors: Array<{ message: string }> } } | undefined)?.login?.errors[0];
  if (refusal) throw new Error(`admin login failed: ${refusal.message}`);
  await page.addInitScript(() => window.localStorage.setItem('role', 'admin'));
}

/**
 * The GraphQL operations the page sends from now on, by name (the address when a request names
 * none), in the order sent: the list grows as the page asks.
 */
export function graphqlOperationsSent(page: Page): string[] {
  const operations: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/graphql'))
      operations.push(String((request.postDataJSON() as { operationName?: string } | null)?.operationName ?? request.url()));
  });
  return operations;
}

/** Signs in through the header's Login dialog, as a person does, and waits for the dialog to close. */
export async function signInThroughDialog(page: Page, credentials: { email: string; password: string }): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Login' });
  // A tap before the header's scripts have started opens nothing: a person taps again. A tap that
  // did open it may show the dialog late (its code loads on first use, slow on a cold server): its
  // overlay then covers the button, and a person waits for the dialog rather than tapping through.
  await expect(async () => {
    if (!(await dialog.isVisible()))
      await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await dialog.getByLabel('Email').fill(credentials.email);
  await dialog.getByRole('textbox', { name: 'Password' }).fill(credentials.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Makes the next page loads use the given colour scheme (light is the default). */
export async function useColorScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [COLOR_SCHEME_STORAGE_KEY, scheme] as const);
}

/**
 * Stock of one product as the public catalogue shows it: over all its sizes, or of the size
 * labelled `size`. The catalogue may show a stock change up to a second late (its kept answers
 * apply stock-only changes once a second), so a read that follows an order, a failure or a
 * refund is polled: `await expect.poll(() => productStock(…)).toBe(n)`.
 */
export async function productStock(request: APIRequestContext, id: string, size?: string): Promise<number> {
  const result = await gql<{ product: { stock: number; sizes: Array<{ label: string; stock: number }> } | null }>(
    request,
    'query($id: ID!) { product(id: $id) { stock sizes { label stock } } }',
    { id },
  );
  if (!result.data?.product) throw new Error(`no product ${id}`);
  if (size === undefined) return result.data.product.stock;
  const found = result.data.product.sizes.find((option) => option.label === size);
  if (!found) throw new Error(`${id} has no size ${size}`);
  return found.stock;
}

/** Clears the shop's browser state (cart, wishlist, role hint) for a fresh shopper. */
export async function freshShopper(page: Page): Promise<void> {
  await page.goto('/');
  await page.evaluate(() => {
    window.localStorage.removeItem('herbal-cart');
    window.localStorage.removeItem('herbal-wishlist');
    window.sessionStorage.clear();
  });
}

/**
 * Puts lines into the cart the way the app stores them (client/src/lib/cart.ts: the size's variant
 * id, its price in paise), for tests that start at the cart. Lines are written by product and
 * size label with the rupee price the shopper saw; the variant id is read from the shop.
 */
export async function seedCart(
  page: Page,
  lines: Array<{ productId: string; name: string; size: string; unitPrice: number; quantity: number; imageUrl: string; category: string }>,
): Promise<void> {
  await page.goto('/');
  const stored = [];
  for (const { unitPrice, ...line } of lines) {
    const { data } = await gql<{ product: { sizes: Array<{ id: string; label: string }> } | null }>(
      page.request,
      `query ($id: ID!) { product(id: $id) { sizes { id label } } }`,
      { id: line.productId },
    );
    const variantId = data?.product?.sizes.find((size) => size.label === line.size)?.id ?? `unknown:${line.productId}:${line.size}`;
    stored.push({ ...line, variantId, unitPricePaise: Math.round(unitPrice * 100) });
  }
  await page.evaluate((value) => window.localStorage.setItem('herbal-cart', JSON.stringify(value)), stored);
}
