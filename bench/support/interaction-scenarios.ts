/**
 * The shopper's common taps on a phone, page by page, for bench/interactions.ts. Each scenario
 * opens its page afresh (a new browser context: empty storage, cold caches) and each step is one
 * thing a shopper does; a step's figure is its longest interaction.
 */
import type { Page } from '@playwright/test';

export interface Step {
  name: string;
  act(page: Page): Promise<void>;
}

export interface Scenario {
  name: string;
  path: string;
  /** Done before the page is opened, unmeasured (a cart in storage for the pages that need one). */
  prepare?(page: Page, shopUrl: string): Promise<void>;
  steps: Step[];
}

const tap = (page: Page, locate: (page: Page) => ReturnType<Page['locator']>) => locate(page).first().tap({ timeout: 20_000 });

/** A cart with one product in it, put there as a shopper does: the product page's Add to Cart. */
async function withACart(page: Page, shopUrl: string): Promise<void> {
  await openPage(page, `${shopUrl}/product/hair-oil-1`);
  await tap(page, (p) => p.getByRole('button', { name: 'Add to Cart' }));
  await page.waitForFunction(() => (window.localStorage.getItem('herbal-cart') ?? '[]') !== '[]', undefined, { timeout: 20_000 });
}

/** The admin the bench's shops are started with (bench/interactions.ts). */
export const BENCH_ADMIN = { email: 'admin@bench.local', password: 'bench-admin-password' };

async function graphqlAt(page: Page, shopUrl: string, query: string, variables: Record<string, unknown>) {
  const response = await page.request.post(`${shopUrl}/graphql`, {
    data: { query, variables },
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
  });
  const result = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (result.errors?.length) throw new Error(`bench setup: ${JSON.stringify(result.errors)}`);
  return result.data ?? {};
}

/** Three orders in the shop and its admin signed in (the session cookie in the page's context). */
async function asAdminWithOrders(page: Page, shopUrl: string): Promise<void> {
  const { product } = (await graphqlAt(page, shopUrl, 'query($id: ID!) { product(id: $id) { sizes { id } } }', { id: 'napkin-3' })) as {
    product: { sizes: Array<{ id: string }> };
  };
  for (const [index, name] of ['Rao', 'Iyer', 'Menon'].entries()) {
    const tag = `${Date.now()}${index}`;
    await graphqlAt(page, shopUrl, 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { errors { message } } }', {
      input: {
        shipping: {
          firstName: 'Anita',
          lastName: name,
          email: `anita.${tag}@example.in`,
          phone: '+91 98765 43210',
          address: '4 Gandhi Road',
          city: 'Madurai',
          state: 'Tamil Nadu',
          postalCode: '625001',
          country: 'India',
        },
        lines: [{ variantId: product.sizes[0].id, quantity: index + 1 }],
      },
    });
  }
  await graphqlAt(
    page,
    shopUrl,
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { errors { message } } }',
    {
      ...BENCH_ADMIN,
    },
  );
  // The storefront asks who is signed in only where a role was stored (as a login in the page stores it).
  await page.addInitScript(() => window.localStorage.setItem('role', 'admin'));
}

/** Opens a page and waits until it has hydrated (the app marks <html data-interactive>) and settled. */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true', undefined, { timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
}

const drawer = (page: Page) => page.getByRole('dialog');

/** Waits for a painted frame and then a moment of idle main thread. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => (window.requestIdleCallback ?? setTimeout)(() => resolve(), { timeout: 3000 })),
      ),
  );
}

export const SCENARIOS: Scenario[] = [
  {
    name: 'listing',
    path: '/products',
    steps: [
      { name: 'open filters', act: (page) => tap(page, (p) => p.getByRole('button', { name: /Filters/ })) },
      { name: 'category', act: (page) => tap(page, (p) => drawer(p).getByRole('radio', { name: 'Hair Care' })) },
      { name: 'product type', act: (page) => tap(page, (p) => drawer(p).getByRole('checkbox')) },
      {
        name: 'price apply',
        act: async (page) => {
          await drawer(page).getByRole('textbox', { name: 'Min' }).fill('200');
          await tap(page, (p) => drawer(p).getByRole('button', { name: 'Apply' }));
        },
      },
      {
        name: 'sort',
        act: async (page) => {
          // A closed native select changes its choice with the arrow key (a tap opens the OS picker).
          await page.getByLabel('Sort by').first().focus();
          await page.keyboard.press('ArrowDown');
        },
      },
      { name: 'clear', act: (page) => tap(page, (p) => drawer(p).getByRole('button', { name: 'Clear All Filters' })) },
      {
        name: 'show more',
        act: async (page) => {
          await page.keyboard.press('Escape');
          await drawer(page).waitFor({ state: 'hidden', timeout: 10_000 });
          // Scrolled to first, as a shopper does, and the cards scrolled past painted: a tap that
          // also scrolled waited ~230 ms at 4x for the images coming into view to paint, which is
          // the scroll's cost (one INP does not count), not the button's.
          const button = page.getByRole('button', { name: 'Show more products' }).first();
          await button.scrollIntoViewIfNeeded({ timeout: 20_000 });
          await settled(page);
          await button.tap({ timeout: 20_000 });
        },
      },
    ],
  },
  {
    name: 'product',
    path: '/product/hair-oil-1',
    steps: [
      // Below a 390 px phone's first screen: scrolled to first, as a shopper's thumb does, so the
      // tap's INP is the tap's and not the scroll's painting (as for the listing's show more).
      {
        name: 'size',
        act: async (page) => {
          const size = page.locator('[aria-labelledby="size-label"] button').nth(1);
          await size.scrollIntoViewIfNeeded({ timeout: 20_000 });
          await settled(page);
          await size.tap({ timeout: 20_000 });
        },
      },
      { name: 'quantity', act: (page) => tap(page, (p) => p.getByRole('button', { name: /^Increase quantity/ })) },
      { name: 'add to cart', act: (page) => tap(page, (p) => p.getByRole('button', { name: 'Add to Cart' })) },
    ],
  },
  {
    name: 'home',
    path: '/',
    steps: [
      { name: 'open menu', act: (page) => tap(page, (p) => p.getByRole('button', { name: 'Open menu' })) },
      {
        name: 'type in search',
        act: async (page) => {
          await tap(page, (p) => drawer(p).getByLabel('Search products'));
          await page.keyboard.type('neem', { delay: 80 });
        },
      },
      {
        name: 'open cart',
        act: async (page) => {
          await page.keyboard.press('Escape');
          await drawer(page).waitFor({ state: 'hidden', timeout: 10_000 });
          await tap(page, (p) => p.getByRole('banner').getByRole('link', { name: /^Cart/ }));
        },
      },
    ],
  },
  {
    name: 'cart',
    path: '/cart',
    prepare: withACart,
    steps: [
      { name: 'stepper +', act: (page) => tap(page, (p) => p.getByRole('button', { name: /^Increase quantity/ })) },
      { name: 'stepper -', act: (page) => tap(page, (p) => p.getByRole('button', { name: /^Decrease quantity/ })) },
    ],
  },
  {
    name: 'admin orders',
    path: '/admin/orders',
    prepare: asAdminWithOrders,
    steps: [
      {
        name: 'type in search',
        act: async (page) => {
          await tap(page, (p) => p.getByLabel('Search orders'));
          // The list follows the box 250 ms after the last key: that answer's render is in the step too.
          await page.keyboard.type('Rao', { delay: 80 });
          await page.waitForTimeout(400);
        },
      },
      { name: 'sort', act: (page) => tap(page, (p) => p.getByRole('button', { name: /reverse the order$/ })) },
    ],
  },
  {
    name: 'checkout',
    path: '/checkout',
    prepare: withACart,
    steps: [
      // The first touch on the form and the typing after it apart: the first is the form's
      // first interaction (what it starts costs it alone), the second what each key costs.
      { name: 'tap a field', act: (page) => tap(page, (p) => p.getByRole('textbox').first()) },
      { name: 'type in a field', act: (page) => page.keyboard.type('Anita', { delay: 80 }) },
      { name: 'submit, a mistake', act: (page) => tap(page, (p) => p.getByRole('button', { name: 'Continue to Payment' })) },
      // The states' list: kept in the page (hidden) since the first tap on the form, so opening it only shows it.
      { name: 'open the state list', act: (page) => tap(page, (p) => p.getByRole('combobox', { name: 'State', exact: true })) },
    ],
  },
];

/** BENCH_INTERACTIONS_PAGES=listing,product picks scenarios. */
export function scenariosPicked(): Scenario[] {
  const only = process.env.BENCH_INTERACTIONS_PAGES?.split(',');
  return only ? SCENARIOS.filter((scenario) => only.includes(scenario.name)) : SCENARIOS;
}
